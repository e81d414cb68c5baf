import { describe, expect, it } from 'vitest';
import { EventType } from '../ids';
import {
  latestInspectionDay,
  reportCompletedByAfterSave,
  reportCompletedError,
} from './inspection-report.rules';

describe('latestInspectionDay', () => {
  it('is the New York day of the newest Inspection event, other events ignored', () => {
    expect(
      latestInspectionDay([
        { eventTypeId: EventType.Inspection, date: '2024-03-04T05:00:00.000Z' },
        // 01:30 UTC on 11 May is still 10 May in New York.
        { eventTypeId: EventType.Inspection, date: '2024-05-11T01:30:00.000Z' },
        { eventTypeId: EventType.Closed, date: '2024-06-01T04:00:00.000Z' },
      ]),
    ).toBe('2024-05-10');
    expect(latestInspectionDay([{ eventTypeId: EventType.Open, date: new Date('2024-01-01') }])).toBeNull();
  });
});

describe('reportCompletedError', () => {
  it.each([
    ['before the inspection', '2024-05-09', '2024-05-10', 'not before'],
    ['on the inspection day', '2024-05-10', '2024-05-10', null],
    ['after it', '2024-06-01', '2024-05-10', null],
    ['without an inspection', '2020-01-01', null, null],
    ['without a date', null, '2024-05-10', null],
  ])('%s', (_, date, inspection, expected) => {
    const error = reportCompletedError(date, inspection);
    if (expected === null) expect(error).toBeNull();
    else expect(error).toBe('The Report Completed field may not be before the Inspection Date (05/10/2024).');
  });
});

describe('reportCompletedByAfterSave', () => {
  const saved = { reportCompletedDate: '2024-05-10', reportCompletedById: 3 };
  it.each([
    ['a first date names the saving user', null, '2024-05-10', 7],
    ['an unchanged date keeps who set it', saved, '2024-05-10', 3],
    ['a changed date names the saving user', saved, '2024-05-11', 7],
    ['a cleared date names no one', saved, null, null],
  ] as const)('%s', (_, before, date, expected) => {
    expect(reportCompletedByAfterSave({ saved: before, reportCompletedDate: date, userId: 7 })).toBe(
      expected,
    );
  });
});
