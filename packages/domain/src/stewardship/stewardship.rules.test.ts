import { describe, expect, it } from 'vitest';
import { PropertyStatus } from '../ids';
import {
  addYears,
  type InspectionScheduleInput,
  inspectionSchedule,
  inspectionStateOf,
} from './stewardship.rules';

const today = '2026-03-10';
const property = (over: Partial<InspectionScheduleInput>): InspectionScheduleInput => ({
  statusId: PropertyStatus.Current,
  targetInspectionFrequency: 1,
  lastInspection: null,
  earliestActiveExecutedDate: null,
  ...over,
});

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
  it.each([
    [
      'counts from the last inspection',
      property({
        targetInspectionFrequency: 2,
        lastInspection: '2024-05-01',
        earliestActiveExecutedDate: '2001-01-01',
      }),
      { lastInspection: '2024-05-01', dueDate: '2026-05-01', state: 'dueSoon' },
    ],
    [
      'a leap-day inspection a year on is due 28 February',
      property({ lastInspection: '2024-02-29' }),
      { lastInspection: '2024-02-29', dueDate: '2025-02-28', state: 'overdue' },
    ],
    [
      'no inspection: counts from the earliest Active instrument’s executed date',
      property({ targetInspectionFrequency: 5, earliestActiveExecutedDate: '2022-01-15' }),
      { lastInspection: null, dueDate: '2027-01-15', state: 'onSchedule' },
    ],
    [
      'no inspection and no executed Active instrument: never inspected',
      property({}),
      { lastInspection: null, dueDate: null, state: 'neverInspected' },
    ],
    [
      'an inspection on a multi-property service counts like any other (given as the last inspection)',
      property({ targetInspectionFrequency: 3, lastInspection: '2023-03-10' }),
      { lastInspection: '2023-03-10', dueDate: '2026-03-10', state: 'dueSoon' },
    ],
  ])('%s', (_, input, expected) => {
    expect(inspectionSchedule(input, today)).toEqual(expected);
  });

  it.each([
    ['no frequency', property({ targetInspectionFrequency: null, lastInspection: '2020-01-01' })],
    ['an inactive property', property({ statusId: PropertyStatus.Inactive, lastInspection: '2020-01-01' })],
  ])('has no schedule for %s', (_, input) => {
    expect(inspectionSchedule(input, today)).toBeNull();
  });
});
