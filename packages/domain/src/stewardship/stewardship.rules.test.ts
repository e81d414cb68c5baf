import { describe, expect, it } from 'vitest';
import { inspectionScheduleCases } from './inspection-schedule.cases';
import { addYears, inspectionSchedule, inspectionStateOf } from './stewardship.rules';

const today = '2026-03-10';

describe('addYears', () => {
  it.each([
    ['2024-02-29', 1, '2025-02-28'],
    ['2024-02-29', 4, '2028-02-29'],
    ['2023-02-28', 1, '2024-02-28'],
    ['2025-12-31', 2, '2027-12-31'],
    ['1999-03-01', 10, '2009-03-01'],
  ])('%s + %i years = %s', (from, years, expected) => {
    expect(addYears(from, years)).toBe(expected);
  });
});

describe('inspectionStateOf', () => {
  it.each([
    [null, 'neverInspected'],
    ['2026-03-09', 'overdue'],
    ['2026-03-10', 'dueSoon'],
    ['2026-06-08', 'dueSoon'], // today + 90 days
    ['2026-06-09', 'onSchedule'],
  ] as const)('due %s is %s', (due, state) => {
    expect(inspectionStateOf(due, today)).toBe(state);
  });
});

describe('inspectionSchedule', () => {
  // The same table runs against the server's SQL (stewardship.repo.test.ts).
  it.each(inspectionScheduleCases)('$name', ({ input, today: on, expected }) => {
    expect(inspectionSchedule(input, on)).toEqual(expected);
  });
});
