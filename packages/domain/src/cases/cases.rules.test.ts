import { describe, expect, it } from 'vitest';
import {
  CaseStatus,
  caseFollowUpText,
  casePhotoAddRefusal,
  caseRuleMessages,
  caseStepChoices,
  caseStepRefusal,
  isCaseOpen,
  restrictionOutsideInstruments,
  restrictionsOfInstruments,
} from './cases.rules';
import { caseCreateSchema, caseMessages, casePhotosAddSchema, caseStepCreateSchema } from './cases.schema';

const { Open, OwnerContacted, CureAgreed, Resolved, ReferredToCounsel, ClosedWithoutAction } = CaseStatus;
const staff = { isAdmin: false, viewOnly: false };
const admin = { isAdmin: true, viewOnly: false };
const viewer = { isAdmin: false, viewOnly: true };

describe('caseStepChoices (issue 33 §1, §7)', () => {
  it.each([
    [Open, staff, [OwnerContacted]],
    [Open, admin, [OwnerContacted, ReferredToCounsel, ClosedWithoutAction]],
    [OwnerContacted, staff, [CureAgreed, Resolved]],
    [CureAgreed, admin, [Resolved, ReferredToCounsel, ClosedWithoutAction]],
    [ReferredToCounsel, staff, [Resolved]],
    [Resolved, admin, []],
    [ClosedWithoutAction, admin, []],
    [Open, viewer, []],
  ])('from %i, %j may choose %j', (from, user, choices) => {
    expect(caseStepChoices(from, user)).toEqual(choices);
  });
});

describe('caseStepRefusal', () => {
  it('allows the flow forward', () => {
    expect(caseStepRefusal(Open, OwnerContacted, staff)).toBeNull();
    expect(caseStepRefusal(OwnerContacted, Resolved, staff)).toBeNull();
    expect(caseStepRefusal(CureAgreed, ClosedWithoutAction, admin)).toBeNull();
  });
  it('refuses Staff the Admin decisions, as forbidden, naming the status', () => {
    expect(caseStepRefusal(Open, ClosedWithoutAction, staff)).toEqual({
      message: 'Only an Admin may set a Violation Case to Closed without action.',
      forbidden: true,
    });
    expect(caseStepRefusal(OwnerContacted, ReferredToCounsel, staff)?.forbidden).toBe(true);
  });
  it('refuses a step out of order, a finished case and view-only users', () => {
    expect(caseStepRefusal(Open, Resolved, admin)).toEqual({
      message: 'A Violation Case cannot go from Open to Resolved.',
      forbidden: false,
    });
    expect(caseStepRefusal(Open, Open, admin)?.forbidden).toBe(false);
    expect(caseStepRefusal(Resolved, ReferredToCounsel, admin)).toEqual({
      message: caseRuleMessages.finished,
      forbidden: false,
    });
    expect(caseStepRefusal(Open, OwnerContacted, viewer)).toEqual({
      message: caseRuleMessages.viewOnly,
      forbidden: true,
    });
  });
  it('counts only Resolved and Closed without action as no longer open', () => {
    expect([Open, OwnerContacted, CureAgreed, ReferredToCounsel].every(isCaseOpen)).toBe(true);
    expect([Resolved, ClosedWithoutAction].some(isCaseOpen)).toBe(false);
  });
});

describe('the case schemas', () => {
  const valid = {
    propertyId: 3,
    typeId: '2',
    severity: 'minor',
    discoveredOn: '05/01/2026',
    reportedById: '7',
    instrumentIds: ['4'],
    description: ' A shed inside the riparian buffer. ',
  };
  it('parses the create request, blank follow-up and observation as null', () => {
    expect(caseCreateSchema.parse({ ...valid, followUpDue: '' })).toEqual({
      propertyId: 3,
      observationId: null,
      typeId: 2,
      severity: 'minor',
      discoveredOn: '2026-05-01',
      reportedById: 7,
      instrumentIds: [4],
      restrictions: [],
      description: 'A shed inside the riparian buffer.',
      followUpDue: null,
      followUpKind: null,
    });
  });
  it.each([
    [{ severity: 'awful' }, ['severity'], 'The Severity field is required.'],
    [{ description: '  ' }, ['description'], 'The Description field is required.'],
    [
      { description: 'x'.repeat(2001) },
      ['description'],
      'The Description field may not be greater than 2000 characters.',
    ],
    [
      { instrumentIds: ['4', '4'] },
      ['instrumentIds', 0],
      'The value in the Instrument fields cannot be duplicated.',
    ],
    [
      { discoveredOn: '13/45/2026' },
      ['discoveredOn'],
      'The Discovered On field must be a valid date in the format MM/DD/YYYY.',
    ],
  ])('refuses %j at %j', (values, path, message) => {
    const issues = caseCreateSchema.safeParse({ ...valid, ...values }).error?.issues ?? [];
    expect(issues.map((i) => [i.path, i.message])[0]).toEqual([path, message]);
  });
  it('refuses a step to a status that does not exist and a note too long', () => {
    const step = { caseId: 1, version: 1, on: '2026-05-02' };
    expect(caseStepCreateSchema.safeParse({ ...step, statusId: 9 }).error?.issues[0].message).toBe(
      'The Status field is required.',
    );
    expect(
      caseStepCreateSchema.safeParse({ ...step, statusId: 2, note: 'x'.repeat(1001) }).error?.issues[0]
        .message,
    ).toBe('The Note field may not be greater than 1000 characters.');
  });
});

describe('restrictions and follow-ups (issue 33 §1)', () => {
  const valid = {
    propertyId: 1,
    typeId: 1,
    severity: 'minor',
    discoveredOn: '2026-05-01',
    reportedById: 2,
    description: 'A shed.',
  };
  const term = (instrumentId: number, specificTermId: number | null, uniqueTermId: number | null) => ({
    instrumentId,
    specificTermId,
    uniqueTermId,
  });

  it('finds a restriction of an instrument the case does not name, and drops such ones', () => {
    const restrictions = [term(4, 1, null), term(5, null, 9)];
    expect(restrictionOutsideInstruments([4, 5], restrictions)).toBe(-1);
    expect(restrictionOutsideInstruments([4], restrictions)).toBe(1);
    expect(restrictionsOfInstruments([4], restrictions)).toEqual([term(4, 1, null)]);
  });

  it.each([
    [
      { instrumentIds: [4], restrictions: [term(5, 1, null)] },
      ['restrictions', 0],
      caseRuleMessages.restrictionOutside,
    ],
    [
      { instrumentIds: [4], restrictions: [term(4, null, 9), term(4, null, 9)] },
      ['restrictions', 1],
      'The value in the Restriction fields cannot be duplicated.',
    ],
    [
      { instrumentIds: [4], restrictions: [term(4, 1, 9)] },
      ['restrictions', 0],
      'The Restriction field is required.',
    ],
    [{ followUpDue: '2026-06-01' }, ['followUpKind'], caseMessages.followUpKindNeeded],
  ])('refuses %j at %j', (values, path, message) => {
    const issues = caseCreateSchema.safeParse({ ...valid, ...values }).error?.issues ?? [];
    expect(issues.map((i) => [i.path, i.message])[0]).toEqual([path, message]);
  });

  it('accepts a follow-up with its kind, and names it', () => {
    const parsed = caseCreateSchema.parse({ ...valid, followUpDue: '06/01/2026', followUpKind: 'answer' });
    expect(parsed).toMatchObject({ followUpDue: '2026-06-01', followUpKind: 'answer', restrictions: [] });
    expect(caseFollowUpText('answer', '06/01/2026')).toBe('Answer due 06/01/2026');
    expect(caseFollowUpText('visit', '06/01/2026')).toBe('Follow-up visit 06/01/2026');
    expect(caseFollowUpText(null, '06/01/2026')).toBe('Follow-up 06/01/2026');
    const step = { caseId: 1, version: 1, on: '2026-05-02', statusId: 2, followUpDue: '2026-06-01' };
    expect(caseStepCreateSchema.safeParse(step).error?.issues[0].message).toBe(
      caseMessages.followUpKindNeeded,
    );
  });
});

describe('casePhotoAddRefusal: which photos Add Photos may add to a case', () => {
  const kept = { id: 9, ofCaseProperty: true, completed: true, deleted: false, observationId: null };
  const evidence = { observationId: 4, addedPhotoIds: [3] };
  it('takes a kept photo of an inspection of the case property not yet its evidence', () => {
    expect(casePhotoAddRefusal(kept, evidence)).toBeNull();
    expect(casePhotoAddRefusal({ ...kept, observationId: 5 }, evidence)).toBeNull();
  });
  it.each([
    ['a missing photo', undefined],
    ['a photo of another property', { ...kept, ofCaseProperty: false }],
    ['an upload not yet complete', { ...kept, completed: false }],
    ['a deleted photo', { ...kept, deleted: true }],
  ])('refuses %s as not offered', (_what, photo) => {
    expect(casePhotoAddRefusal(photo, evidence)).toBe('notOffered');
  });
  it("leaves out the case observation's photos and the photos already added: evidence once", () => {
    expect(casePhotoAddRefusal({ ...kept, observationId: 4 }, evidence)).toBe('alreadyEvidence');
    expect(casePhotoAddRefusal({ ...kept, id: 3 }, evidence)).toBe('alreadyEvidence');
  });
});

describe('casePhotosAddSchema', () => {
  it('takes one or more distinct photo ids, and refuses none, a repeat or a bad id at its place', () => {
    expect(casePhotosAddSchema.parse({ photoIds: [3, '4'] })).toEqual({ photoIds: [3, 4] });
    const none = casePhotosAddSchema.safeParse({ photoIds: [] });
    expect(none.error?.issues[0].message).toBe('The Photos field is required.');
    const repeat = casePhotosAddSchema.safeParse({ photoIds: [3, 3] });
    expect(repeat.error?.issues.map((i) => i.path)).toContainEqual(['photoIds', 1]);
    const bad = casePhotosAddSchema.safeParse({ photoIds: ['x'] });
    expect(bad.success).toBe(false);
  });
});
