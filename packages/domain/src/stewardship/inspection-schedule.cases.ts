import { PropertyStatus } from '../ids';
import type { InspectionSchedule, InspectionScheduleInput } from './stewardship.rules';

/**
 * The stewardship schedule's cases: the domain's rule and the server's SQL (which the search and the
 * tile read) both run this table, so the two can never drift apart.
 */
export type InspectionScheduleCase = {
  name: string;
  input: InspectionScheduleInput;
  /** New York's day the schedule is worked out on. */
  today: string;
  expected: InspectionSchedule | null;
};

const today = '2026-03-10';
const property = (over: Partial<InspectionScheduleInput>): InspectionScheduleInput => ({
  statusId: PropertyStatus.Current,
  targetInspectionFrequency: 1,
  lastInspection: null,
  earliestActiveExecutedDate: null,
  ...over,
});

export const inspectionScheduleCases: InspectionScheduleCase[] = [
  {
    name: 'counts from the last inspection',
    input: property({
      targetInspectionFrequency: 2,
      lastInspection: '2024-05-01',
      earliestActiveExecutedDate: '2001-01-01',
    }),
    today,
    expected: { lastInspection: '2024-05-01', dueDate: '2026-05-01', state: 'dueSoon' },
  },
  {
    name: 'a leap-day inspection a year on is due 28 February',
    input: property({ lastInspection: '2024-02-29' }),
    today,
    expected: { lastInspection: '2024-02-29', dueDate: '2025-02-28', state: 'overdue' },
  },
  {
    name: 'no inspection: counts from the earliest Active instrument’s executed date',
    input: property({ targetInspectionFrequency: 5, earliestActiveExecutedDate: '2022-01-15' }),
    today,
    expected: { lastInspection: null, dueDate: '2027-01-15', state: 'onSchedule' },
  },
  {
    name: 'no inspection and no executed Active instrument: never inspected',
    input: property({}),
    today,
    expected: { lastInspection: null, dueDate: null, state: 'neverInspected' },
  },
  {
    name: 'due today is due soon',
    input: property({ targetInspectionFrequency: 3, lastInspection: '2023-03-10' }),
    today,
    expected: { lastInspection: '2023-03-10', dueDate: '2026-03-10', state: 'dueSoon' },
  },
  {
    name: 'due the day after 90 days is on schedule',
    input: property({ lastInspection: '2025-06-09' }),
    today,
    expected: { lastInspection: '2025-06-09', dueDate: '2026-06-09', state: 'onSchedule' },
  },
  {
    name: 'no frequency: no schedule',
    input: property({ targetInspectionFrequency: null, lastInspection: '2020-01-01' }),
    today,
    expected: null,
  },
  {
    name: 'an inactive property: no schedule',
    input: property({ statusId: PropertyStatus.Inactive, lastInspection: '2020-01-01' }),
    today,
    expected: null,
  },
];
