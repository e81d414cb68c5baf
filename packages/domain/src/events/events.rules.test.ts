import { describe, expect, it } from 'vitest';
import {
  mayChooseEventType,
  mayDeleteEvent,
  mayEditEventTypeAndDate,
  offeredEventTypes,
} from './events.rules';
import { eventFormSchema } from './events.schema';

const type = (
  id: number,
  flags: Partial<{ adminEditOnly: boolean; adminDeleteOnly: boolean; archiveDate: string }> = {},
) => ({
  id,
  archiveDate: flags.archiveDate ?? null,
  adminEditOnly: flags.adminEditOnly ?? false,
  adminDeleteOnly: flags.adminDeleteOnly ?? false,
});
const plain = type(1);
const adminEdit = type(7, { adminEditOnly: true });
const adminDelete = type(9, { adminDeleteOnly: true });
const archived = type(10, { archiveDate: '2000-01-01T00:00:00Z' });
const all = [plain, adminEdit, adminDelete, archived];

describe('offeredEventTypes (spec 3 §5)', () => {
  it.each([
    [{ isAdmin: false }, [1, 9]],
    [{ isAdmin: true }, [1, 7, 9]],
    [{ isAdmin: false, currentTypeId: 7 }, [1, 7, 9]],
    [{ isAdmin: false, currentTypeId: 10 }, [1, 9, 10]],
  ])('%j offers %j', (who, ids) => {
    expect(offeredEventTypes(all, who).map((t) => t.id)).toEqual(ids);
  });
});

describe('event permissions', () => {
  it.each([
    ['choose', mayChooseEventType, plain, false, true],
    ['choose', mayChooseEventType, adminEdit, false, false],
    ['choose', mayChooseEventType, adminEdit, true, true],
    ['choose', mayChooseEventType, undefined, true, false],
    ['edit type and date', mayEditEventTypeAndDate, adminDelete, false, false],
    ['edit type and date', mayEditEventTypeAndDate, adminDelete, true, true],
    ['edit type and date', mayEditEventTypeAndDate, adminEdit, false, true],
    ['delete', mayDeleteEvent, plain, false, true],
    ['delete', mayDeleteEvent, adminDelete, false, false],
    ['delete', mayDeleteEvent, undefined, false, false],
    ['delete', mayDeleteEvent, undefined, true, true],
    ['delete', mayDeleteEvent, adminDelete, true, true],
  ] as const)('%s: %o by admin=%s is %s', (_what, rule, eventType, isAdmin, allowed) => {
    expect(rule(eventType, { isAdmin })).toBe(allowed);
  });
});

describe('eventFormSchema', () => {
  it('parses a US date to the calendar day and blank notes to null', () => {
    expect(eventFormSchema.parse({ eventTypeId: '3', date: '1/2/2024', notes: ' ' })).toEqual({
      eventTypeId: 3,
      date: '2024-01-02',
      notes: null,
    });
  });
  it.each([
    [{ date: '01/01/2024' }, 'The Event Type field is required.'],
    [{ eventTypeId: 1, date: '' }, 'The Date field is required.'],
    [{ eventTypeId: 1, date: '01/01/2999' }, 'The Date field may not be a future date.'],
    [
      { eventTypeId: 1, date: '01/01/2024', notes: 'x'.repeat(257) },
      'The Notes field may not be greater than 256 characters.',
    ],
  ])('refuses %j: %s', (values, message) => {
    const result = eventFormSchema.safeParse(values);
    expect(result.error?.issues.map((i) => i.message)).toEqual([message]);
  });
});
