import { describe, expect, it } from 'vitest';
import { formatDate } from '../format';
import { eventDayInstant } from './event-dates';

describe('eventDayInstant', () => {
  it.each([
    ['2024-03-05', '2024-03-05T05:00:00.000Z'],
    ['2024-07-04', '2024-07-04T04:00:00.000Z'],
    ['2024-07-04T12:00:00.000Z', '2024-07-04T12:00:00.000Z'],
  ])('%s is stored as %s', (day, instant) => {
    expect(eventDayInstant(day).toISOString()).toBe(instant);
  });
  it('formats back to the same New York day', () => {
    expect(formatDate(eventDayInstant('2023-12-31'))).toBe('12/31/2023');
  });
});
