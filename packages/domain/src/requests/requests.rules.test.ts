import { describe, expect, it } from 'vitest';
import { instrumentFormFields } from '../instruments/instruments.schema';
import type { PropertyDevelopmentRights } from '../properties/properties.schema';
import {
  DefaultNoticePeriodDays,
  defaultNoticePeriodDays,
  isRequestOverdue,
  RequestStatus,
  RightsCheck,
  requestDecisionDue,
  requestNoticePeriodDays,
  requestRightsCheck,
  requestStepChoices,
  requestStepRefusal,
} from './requests.rules';
import { requestCreateSchema } from './requests.schema';

const { Received, UnderReview, Approved, ApprovedWithConditions, Denied, Withdrawn } = RequestStatus;
const staff = { viewOnly: false };

const rights = (over: Partial<PropertyDevelopmentRights> = {}): PropertyDevelopmentRights => ({
  allowedDwellingUnits: 2,
  existingDwellingUnits: 1,
  remainingDwellingUnits: 1,
  allowedFinishedArea: 5000,
  existingFinishedArea: 2000,
  remainingFinishedArea: 3000,
  allowedImperviousArea: 10000,
  existingImperviousArea: 4000,
  remainingImperviousArea: 6000,
  ...over,
});

describe('owner request flow', () => {
  it('is reviewed before it is decided, and may be withdrawn until then', () => {
    expect(requestStepChoices(Received, staff)).toEqual([UnderReview, Withdrawn]);
    expect(requestStepChoices(UnderReview, staff)).toEqual([
      Approved,
      ApprovedWithConditions,
      Denied,
      Withdrawn,
    ]);
    expect(requestStepRefusal(Received, Approved, staff)?.message).toBe(
      'An Owner Request cannot go from Received to Approved.',
    );
    expect(requestStepRefusal(UnderReview, Denied, staff)).toBeNull();
  });

  it('keeps a decision final', () => {
    for (const done of [Approved, ApprovedWithConditions, Denied, Withdrawn]) {
      expect(requestStepChoices(done, staff)).toEqual([]);
      expect(requestStepRefusal(done, UnderReview, staff)).toEqual({
        message: 'This Owner Request is decided; its status cannot change.',
        forbidden: false,
      });
    }
  });

  it('refuses the view-only as a 403', () => {
    expect(requestStepChoices(Received, { viewOnly: true })).toEqual([]);
    expect(requestStepRefusal(Received, UnderReview, { viewOnly: true })?.forbidden).toBe(true);
  });
});

describe('decision due', () => {
  it('adds the notice period to the day received, 30 days when none is given', () => {
    expect(requestDecisionDue('2026-01-15', 45)).toBe('2026-03-01');
    expect(requestDecisionDue('2026-12-15', null)).toBe('2027-01-14');
    expect(requestDecisionDue('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('is overdue only when the day has passed and the request is not decided', () => {
    expect(isRequestOverdue({ statusId: Received, decisionDue: '2026-01-01' }, '2026-01-02')).toBe(true);
    expect(isRequestOverdue({ statusId: UnderReview, decisionDue: '2026-01-02' }, '2026-01-02')).toBe(false);
    expect(isRequestOverdue({ statusId: Denied, decisionDue: '2026-01-01' }, '2026-01-02')).toBe(false);
  });
});

describe('rights check', () => {
  it('flags a new dwelling when the existing dwellings already reach the allowed ones', () => {
    const check = requestRightsCheck(rights({ existingDwellingUnits: 2 }), {
      dwellingUnits: 1,
      finishedArea: 1500,
      imperviousArea: 0,
    });
    expect(check.result).toBe(RightsCheck.Exceeds);
    expect(check.lines[0]).toEqual({
      right: 'Dwelling Units',
      allowed: 2,
      existing: 2,
      requested: 1,
      after: 3,
      exceeds: true,
    });
    expect(check.lines[1].exceeds).toBe(false);
  });

  it('is within allowed when every used right fits, and judges no right the request does not use', () => {
    expect(
      requestRightsCheck(rights(), { dwellingUnits: 1, finishedArea: 3000, imperviousArea: 0 }).result,
    ).toBe(RightsCheck.Within);
    const over = rights({ existingImperviousArea: 20000 });
    const check = requestRightsCheck(over, { dwellingUnits: 1, finishedArea: 100, imperviousArea: 0 });
    expect(check.result).toBe(RightsCheck.Within);
    expect(check.lines[2].exceeds).toBe(false);
  });

  it('says no rights are used by a request that asks for none (a timber harvest)', () => {
    expect(
      requestRightsCheck(rights(), { dwellingUnits: 0, finishedArea: 0, imperviousArea: 0 }).result,
    ).toBe(RightsCheck.NoneUsed);
  });
});

describe('request schema', () => {
  const valid = {
    propertyId: 1,
    kindId: 1,
    receivedOn: '2026-01-05',
    requestedById: null,
    instrumentIds: [3],
    description: 'A new house by the barn',
    noticePeriodDays: null,
    dwellingUnits: 1,
    finishedArea: 2400,
    imperviousArea: 3000,
  };

  it('accepts a request and asks a dwelling for its finished area', () => {
    expect(requestCreateSchema.safeParse(valid).success).toBe(true);
    const noArea = requestCreateSchema.safeParse({ ...valid, finishedArea: 0 });
    expect(noArea.success).toBe(false);
    expect(noArea.error?.issues[0].path).toEqual(['finishedArea']);
  });

  it('refuses a day in the future and a notice period outside a year', () => {
    const future = requestCreateSchema.safeParse({ ...valid, receivedOn: '2999-01-01' });
    expect(future.error?.issues[0].path).toEqual(['receivedOn']);
    const long = requestCreateSchema.safeParse({ ...valid, noticePeriodDays: 400 });
    expect(long.error?.issues[0].message).toBe('Notice Period (days) must be between 1 and 365.');
  });
});

describe('notice period from the instruments', () => {
  it('defaults to the shortest Request Notice Period of the instruments, else 30 days', () => {
    expect(defaultNoticePeriodDays([])).toBe(DefaultNoticePeriodDays);
    expect(defaultNoticePeriodDays([null, null])).toBe(30);
    expect(defaultNoticePeriodDays([60, null, 45, 90])).toBe(45);
    expect(defaultNoticePeriodDays([null, 90])).toBe(90);
  });

  it("keeps the period entered, else the instruments' shortest, else none (the default)", () => {
    expect(requestNoticePeriodDays(10, [45, 60])).toBe(10);
    expect(requestNoticePeriodDays(null, [60, 45])).toBe(45);
    expect(requestNoticePeriodDays(null, [null])).toBeNull();
    expect(requestNoticePeriodDays(null, [])).toBeNull();
    expect(requestDecisionDue('2026-05-01', requestNoticePeriodDays(null, [45]))).toBe('2026-06-15');
  });

  it("validates the instrument's Request Notice Period with the same rule, in its label's words", () => {
    const field = instrumentFormFields.requestNoticePeriodDays;
    expect(field.parse('')).toBeNull();
    expect(field.parse(null)).toBeNull();
    expect(field.parse('45')).toBe(45);
    expect(field.parse(365)).toBe(365);
    for (const days of [0, 366])
      expect(field.safeParse(days).error?.issues[0].message).toBe(
        'Request Notice Period (days) must be between 1 and 365.',
      );
    expect(field.safeParse('2.5').error?.issues[0].message).toBe(
      'The Request Notice Period (days) field must be a whole number.',
    );
  });
});
