import { describe, expect, it } from 'vitest';
import { ContactRole } from '../ids';
import {
  isNewOwnerTaskOpen,
  isNewOwnerTaskOverdue,
  newOwnerDueDate,
  ownerContactedByYear,
  ownerDatesError,
  ownerMessages,
} from './owners.rules';

const owner = { parentType: 'property', roleIds: [ContactRole.PropertyOwner] };

describe('owner dates', () => {
  it('are for a property contact with the Owner role only', () => {
    expect(ownerDatesError({ ...owner, ownerSince: '2026-01-02', ownerUntil: null })).toBeNull();
    expect(ownerDatesError({ ...owner, ownerSince: null, ownerUntil: null })).toBeNull();
    expect(
      ownerDatesError({ parentType: 'property', roleIds: [13], ownerSince: '2026-01-02', ownerUntil: null }),
    ).toEqual({ field: 'ownerSince', message: ownerMessages.datesOnlyForOwners });
    expect(
      ownerDatesError({
        parentType: 'instrument',
        roleIds: [11],
        ownerSince: null,
        ownerUntil: '2026-01-02',
      }),
    ).toEqual({ field: 'ownerUntil', message: ownerMessages.datesOnlyForOwners });
    // No dates: any role, any record.
    expect(
      ownerDatesError({ parentType: 'service', roleIds: [24], ownerSince: null, ownerUntil: null }),
    ).toBeNull();
  });

  it('end on or after they start', () => {
    expect(ownerDatesError({ ...owner, ownerSince: '2026-01-02', ownerUntil: '2026-01-02' })).toBeNull();
    expect(ownerDatesError({ ...owner, ownerSince: '2026-01-02', ownerUntil: '2026-01-01' })).toEqual({
      field: 'ownerUntil',
      message: ownerMessages.untilBeforeSince,
    });
    // An end alone (a former owner whose start nobody knows) is fine.
    expect(ownerDatesError({ ...owner, ownerSince: null, ownerUntil: '2026-01-01' })).toBeNull();
  });
});

describe('the new owner task', () => {
  it('is due 90 days after Owner Since, across a month and a year', () => {
    expect(newOwnerDueDate('2026-01-01')).toBe('2026-04-01');
    expect(newOwnerDueDate('2026-11-15')).toBe('2027-02-13');
  });

  it('is open until an owner contact on or after Owner Since reaches the owner', () => {
    const since = { ownerSince: '2026-03-01', ownerUntil: null };
    expect(isNewOwnerTaskOpen({ ...since, contactDates: [] })).toBe(true);
    expect(isNewOwnerTaskOpen({ ...since, contactDates: ['2026-02-28'] })).toBe(true);
    expect(isNewOwnerTaskOpen({ ...since, contactDates: ['2026-02-28', '2026-03-01'] })).toBe(false);
  });

  it('is not opened without Owner Since, nor for an owner who has left', () => {
    expect(isNewOwnerTaskOpen({ ownerSince: null, ownerUntil: null, contactDates: [] })).toBe(false);
    expect(isNewOwnerTaskOpen({ ownerSince: '2026-03-01', ownerUntil: '2026-05-01', contactDates: [] })).toBe(
      false,
    );
  });

  it('is overdue the day after it is due', () => {
    expect(isNewOwnerTaskOverdue('2026-06-01', '2026-06-01')).toBe(false);
    expect(isNewOwnerTaskOverdue('2026-06-01', '2026-06-02')).toBe(true);
  });
});

describe('the ledger’s owner contact per year', () => {
  it('is the latest contact of each year, none for a year without one', () => {
    expect(
      ownerContactedByYear(
        ['2024-03-01', '2024-11-02', '2026-01-05', '2019-01-01'],
        [2023, 2024, 2025, 2026],
      ),
    ).toEqual([null, '2024-11-02', null, '2026-01-05']);
  });
});
