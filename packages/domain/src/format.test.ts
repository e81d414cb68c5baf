import { describe, expect, it } from 'vitest';
import {
  displayOrNone,
  formatAcres,
  formatContactAddress,
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatTime,
  formatYesNo,
  hasPhoto,
  todayInDisplayZone,
  truncate,
} from './format';

describe('dates in America/New_York', () => {
  it.each([
    ['2024-07-04T03:30:00Z', '07/03/2024'],
    ['2024-01-04T04:59:00Z', '01/03/2024'],
    ['2024-01-04T05:00:00Z', '01/04/2024'],
    ['2024-03-05', '03/05/2024'],
  ])('formatDate(%s) is %s', (value, expected) => {
    expect(formatDate(value)).toBe(expected);
  });

  it('accepts a Date', () => {
    expect(formatDate(new Date('2023-12-25T17:00:00Z'))).toBe('12/25/2023');
  });

  it("shows 'None' for missing or invalid values, or 'N/A' by option", () => {
    expect(formatDate(null)).toBe('None');
    expect(formatDate(undefined)).toBe('None');
    expect(formatDate('')).toBe('None');
    expect(formatDate('not a date')).toBe('None');
    expect(formatDate(null, { missing: 'N/A' })).toBe('N/A');
  });

  it('formats date-times and times in 12-hour clock with daylight saving', () => {
    expect(formatDateTime('2024-07-04T16:05:00Z')).toBe('07/04/2024 12:05 PM');
    expect(formatDateTime('2024-12-04T16:05:00Z')).toBe('12/04/2024 11:05 AM');
    expect(formatTime('2024-12-04T03:07:00Z')).toBe('10:07 PM');
    expect(formatTime(null, { missing: 'N/A' })).toBe('N/A');
  });

  it('gives the New York calendar date for today', () => {
    expect(todayInDisplayZone(new Date('2024-01-01T03:00:00Z'))).toBe('2023-12-31');
    expect(todayInDisplayZone(new Date('2024-01-01T06:00:00Z'))).toBe('2024-01-01');
  });
});

describe('numbers', () => {
  it.each([
    [1234.56, '$1,234.56'],
    [0, '$0.00'],
    [1000000, '$1,000,000.00'],
    ['12.5', '$12.50'],
    [-3.456, '-$3.46'],
  ])('formatMoney(%s) is %s', (value, expected) => {
    expect(formatMoney(value)).toBe(expected);
  });

  it('formats acres with up to 4 decimals, N/A when null', () => {
    expect(formatAcres(1234.56789)).toBe('1,234.5679');
    expect(formatAcres(12)).toBe('12');
    expect(formatAcres(0.0001)).toBe('0.0001');
    expect(formatAcres(null)).toBe('N/A');
    expect(formatAcres(undefined)).toBe('N/A');
  });

  it('formats numbers in en-US and missing ones as None', () => {
    expect(formatNumber(1234567.5)).toBe('1,234,567.5');
    expect(formatNumber(null)).toBe('None');
    expect(formatMoney(null)).toBe('None');
    expect(formatMoney('abc', { missing: 'N/A' })).toBe('N/A');
  });
});

describe('text', () => {
  it('shows Yes or No', () => {
    expect(formatYesNo(true)).toBe('Yes');
    expect(formatYesNo(false)).toBe('No');
    expect(formatYesNo(null)).toBe('No');
  });

  it('shows None for empty values', () => {
    expect(displayOrNone(null)).toBe('None');
    expect(displayOrNone('  ')).toBe('None');
    expect(displayOrNone(0)).toBe('0');
    expect(displayOrNone('Fairfax')).toBe('Fairfax');
  });

  it('writes the address, then city, state and postal code', () => {
    expect(
      formatContactAddress({ address: '12 Main St', city: 'Richmond', state: 'VA', postalCode: '23219' }),
    ).toBe('12 Main St, Richmond, VA 23219');
    expect(formatContactAddress({ address: null, city: 'Richmond', state: 'VA', postalCode: null })).toBe(
      'Richmond, VA',
    );
    expect(formatContactAddress({})).toBe('None');
  });

  it('counts a photo as present only past 30 characters', () => {
    expect(hasPhoto('x'.repeat(30))).toBe(false);
    expect(hasPhoto('x'.repeat(31))).toBe(true);
    expect(hasPhoto(null)).toBe(false);
  });

  it('truncates at the given length', () => {
    expect(truncate('Conservation Easement Monitoring', 15)).toBe('Conservation Ea...');
    expect(truncate('Short', 15)).toBe('Short');
    expect(truncate('x'.repeat(20), 20)).toBe('x'.repeat(20));
    expect(truncate(null, 20)).toBe('');
  });
});
