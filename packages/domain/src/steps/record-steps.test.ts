import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { stepFlow, stepSchemas } from './record-steps';

/** A record of its own: Draft → Sent → Filed, or Voided by an Admin. */
const flow = stepFlow<1 | 2 | 3 | 4>({
  next: { 1: [2, 4], 2: [3, 4], 3: [], 4: [] },
  adminOnly: { statuses: [4], message: (to) => `Only an Admin may set ${to}.` },
  messages: { viewOnly: 'View only.', finished: 'Finished.', notNext: (from, to) => `Not ${from} to ${to}.` },
});
const staff = { viewOnly: false, isAdmin: false };
const admin = { viewOnly: false, isAdmin: true };

describe('a record with dated steps', () => {
  it("reads the record's own flow: open statuses, the choices per user, and why a step is refused", () => {
    expect(flow.statusIds).toEqual([1, 2, 3, 4]);
    expect(flow.openStatuses).toEqual([1, 2]);
    expect(flow.choices(1, staff)).toEqual([2]);
    expect(flow.choices(1, admin)).toEqual([2, 4]);
    expect(flow.choices(1, { viewOnly: true, isAdmin: true })).toEqual([]);
    expect(flow.refusal(1, 2, staff)).toBeNull();
    expect(flow.refusal(1, 3, staff)).toEqual({ message: 'Not 1 to 3.', forbidden: false });
    expect(flow.refusal(3, 4, admin)).toEqual({ message: 'Finished.', forbidden: false });
    expect(flow.refusal(1, 4, staff)).toEqual({ message: 'Only an Admin may set 4.', forbidden: true });
    expect(flow.refusal(1, 2, { viewOnly: true })).toEqual({ message: 'View only.', forbidden: true });
  });

  it("builds the step's input: a status of the record's own, a day not in the future, a bounded note", () => {
    const { form, create } = stepSchemas({
      statusIds: flow.statusIds,
      record: { key: 'draftId', label: 'Draft ID' },
      extra: { urgent: z.boolean() },
      issues: (value) =>
        value.urgent && value.note === null
          ? [{ code: 'custom', message: 'Say why.', input: value, path: ['note'] }]
          : [],
    });
    const ok = { statusId: 2, on: '2026-05-01', note: 'Sent.', urgent: false };
    expect(form.parse(ok)).toEqual(ok);
    expect(create.parse({ ...ok, draftId: 7, version: 1 })).toEqual({ ...ok, draftId: 7, version: 1 });
    const errors = (input: unknown) =>
      z.flattenError(create.safeParse(input).error as z.ZodError).fieldErrors as Record<string, string[]>;
    expect(Object.keys(errors({ ...ok, statusId: 9, draftId: 7, version: 1 }))).toEqual(['statusId']);
    expect(errors({ ...ok, on: '2999-01-01', draftId: 7, version: 1 }).on).toEqual([
      'The Step Date field may not be a future date.',
    ]);
    expect(Object.keys(errors({ ...ok, note: 'x'.repeat(1001), draftId: 7, version: 1 }))).toEqual(['note']);
    expect(Object.keys(errors({ ...ok, draftId: 'x', version: 1 }))).toEqual(['draftId']);
    expect(errors({ ...ok, note: null, urgent: true, draftId: 7, version: 1 }).note).toEqual(['Say why.']);
  });
});
