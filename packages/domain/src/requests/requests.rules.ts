import type { PropertyDevelopmentRights } from '../properties/properties.schema';
import { type StepRefusal, stepFlow } from '../steps/record-steps';

/**
 * An owner's request to exercise a reserved right (issue 33 §5): Received → Under review → Approved,
 * Approved with conditions or Denied, or Withdrawn. Fixed ids (the rules name them), not a lookup list.
 */
export const RequestStatus = {
  Received: 1,
  UnderReview: 2,
  Approved: 3,
  ApprovedWithConditions: 4,
  Denied: 5,
  Withdrawn: 6,
} as const;
export type RequestStatusId = (typeof RequestStatus)[keyof typeof RequestStatus];

export const requestStatusLabels: Record<RequestStatusId, string> = {
  1: 'Received',
  2: 'Under review',
  3: 'Approved',
  4: 'Approved with conditions',
  5: 'Denied',
  6: 'Withdrawn',
};

export const requestStatusIds = Object.values(RequestStatus) as RequestStatusId[];

const { Received, UnderReview, Approved, ApprovedWithConditions, Denied, Withdrawn } = RequestStatus;

export type RequestUser = { viewOnly: boolean };

export const requestRuleMessages = {
  viewOnly: 'A view-only user cannot change an Owner Request.',
  finished: 'This Owner Request is decided; its status cannot change.',
  notNext: (from: number, to: number) =>
    `An Owner Request cannot go from ${requestStatusLabels[from as RequestStatusId] ?? from} to ${requestStatusLabels[to as RequestStatusId] ?? to}.`,
} as const;

/**
 * Where each status may go next: a request is reviewed before it is decided; the owner may withdraw it
 * until it is decided; a decision is final (a changed mind is a new request).
 */
export const requestFlow = stepFlow<RequestStatusId>({
  next: {
    [Received]: [UnderReview, Withdrawn],
    [UnderReview]: [Approved, ApprovedWithConditions, Denied, Withdrawn],
    [Approved]: [],
    [ApprovedWithConditions]: [],
    [Denied]: [],
    [Withdrawn]: [],
  },
  messages: requestRuleMessages,
});

/** The decisions that let the owner use the rights the request asks for. */
export const approvingStatuses: readonly RequestStatusId[] = [Approved, ApprovedWithConditions];
export const isApproving = (statusId: number): boolean =>
  approvingStatuses.includes(statusId as RequestStatusId);

/** Still waiting for a decision: Received or Under review. */
export const isRequestOpen = requestFlow.isOpen;

export const openRequestStatuses: readonly RequestStatusId[] = requestFlow.openStatuses;

/** The notice period when neither the request nor any of its instruments names one. */
export const DefaultNoticePeriodDays = 30;
/** A year: longer notice periods are not written in easements. */
export const MaxNoticePeriodDays = 365;

/**
 * The notice period of a request received with none: the shortest Request Notice Period among the
 * instruments it falls under (the strictest deadline binds), else `DefaultNoticePeriodDays`. The server
 * applies it on create; the Receive Request form shows it as the field's placeholder.
 */
export const defaultNoticePeriodDays = (instrumentPeriods: readonly (number | null)[]): number => {
  const given = instrumentPeriods.filter((days): days is number => typeof days === 'number');
  return given.length > 0 ? Math.min(...given) : DefaultNoticePeriodDays;
};

/**
 * The period a request keeps: the one entered, else its instruments' shortest, else null (it took
 * `DefaultNoticePeriodDays`, and the page says "default").
 */
export const requestNoticePeriodDays = (
  entered: number | null,
  instrumentPeriods: readonly (number | null)[],
): number | null => {
  if (entered !== null) return entered;
  return instrumentPeriods.some((days) => typeof days === 'number')
    ? defaultNoticePeriodDays(instrumentPeriods)
    : null;
};

/** The day a decision is due: received on (YYYY-MM-DD) plus the notice period in days (default 30). */
export const requestDecisionDue = (receivedOn: string, noticePeriodDays: number | null): string => {
  const day = new Date(`${receivedOn}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + (noticePeriodDays ?? DefaultNoticePeriodDays));
  return day.toISOString().slice(0, 10);
};

/** Not decided and its decision due day has passed (`today` YYYY-MM-DD in the office's zone). */
export const isRequestOverdue = (r: { statusId: number; decisionDue: string }, today: string): boolean =>
  isRequestOpen(r.statusId) && r.decisionDue < today;

/** The steps a user may take from `statusId`, in the flow's order (the page's buttons). */
export const requestStepChoices: (statusId: number, user: RequestUser) => RequestStatusId[] =
  requestFlow.choices;

/** Why this user may not move the request from `from` to `to`, or null; `forbidden` answers 403. */
export const requestStepRefusal: (from: number, to: number, user: RequestUser) => StepRefusal | null =
  requestFlow.refusal;

/** The built rights a request would use: what its approval adds to the property's existing features. */
export type RequestedRights = { dwellingUnits: number; finishedArea: number; imperviousArea: number };

export const usesRights = (r: RequestedRights): boolean =>
  r.dwellingUnits > 0 || r.finishedArea > 0 || r.imperviousArea > 0;

export const RightsCheck = {
  NoneUsed: 'No Rights Used',
  Within: 'Within Allowed',
  Exceeds: 'Exceeds Allowed',
} as const;
export type RightsCheckResult = (typeof RightsCheck)[keyof typeof RightsCheck];

export type RightsCheckLine = {
  right: 'Dwelling Units' | 'Finished Area' | 'Impervious Area';
  allowed: number;
  existing: number;
  requested: number;
  /** Existing plus requested: what the property would have once the request is approved. */
  after: number;
  exceeds: boolean;
};

const add = (a: number, b: number) => Math.round((a + b) * 10_000) / 10_000;

/**
 * The request checked against the property's allowed and existing rights (the Built Environment
 * Features summary, `propertyDevelopmentRights`): a right the request uses exceeds when existing plus
 * requested is above allowed (a new dwelling where the existing dwellings already reach the allowed).
 * Rights the request does not use are not judged, whatever the property already has.
 */
export const requestRightsCheck = (
  rights: PropertyDevelopmentRights,
  requested: RequestedRights,
): { result: RightsCheckResult; lines: RightsCheckLine[] } => {
  const line = (
    right: RightsCheckLine['right'],
    allowed: number,
    existing: number,
    wanted: number,
  ): RightsCheckLine => {
    const after = add(existing, wanted);
    return { right, allowed, existing, requested: wanted, after, exceeds: wanted > 0 && after > allowed };
  };
  const lines = [
    line(
      'Dwelling Units',
      rights.allowedDwellingUnits,
      rights.existingDwellingUnits,
      requested.dwellingUnits,
    ),
    line('Finished Area', rights.allowedFinishedArea, rights.existingFinishedArea, requested.finishedArea),
    line(
      'Impervious Area',
      rights.allowedImperviousArea,
      rights.existingImperviousArea,
      requested.imperviousArea,
    ),
  ];
  const result = !usesRights(requested)
    ? RightsCheck.NoneUsed
    : lines.some((l) => l.exceeds)
      ? RightsCheck.Exceeds
      : RightsCheck.Within;
  return { result, lines };
};

/** The description of the built feature an approval adds (the feature's Description holds 50). */
export const approvedFeatureDescription = (requestId: number, kindName: string): string =>
  `Request ${requestId}: ${kindName}`.slice(0, 50);
