import { type StepRefusal, stepFlow } from '../steps/record-steps';

/**
 * A violation case's status flow (issue 33): Open → Owner contacted → Cure agreed → Resolved, or
 * Referred to counsel, or Closed without action. The ids are fixed here, not a lookup list, because the
 * rules below name them; the server stores the id and the page shows the label.
 */
export const CaseStatus = {
  Open: 1,
  OwnerContacted: 2,
  CureAgreed: 3,
  Resolved: 4,
  ReferredToCounsel: 5,
  ClosedWithoutAction: 6,
} as const;
export type CaseStatusId = (typeof CaseStatus)[keyof typeof CaseStatus];

export const caseStatusLabels: Record<CaseStatusId, string> = {
  1: 'Open',
  2: 'Owner contacted',
  3: 'Cure agreed',
  4: 'Resolved',
  5: 'Referred to counsel',
  6: 'Closed without action',
};

export const caseStatusIds = Object.values(CaseStatus) as CaseStatusId[];

export const CaseSeverity = { Technical: 'technical', Minor: 'minor', Major: 'major' } as const;
export type CaseSeverityValue = (typeof CaseSeverity)[keyof typeof CaseSeverity];
export const caseSeverityLabels: Record<CaseSeverityValue, string> = {
  technical: 'Technical',
  minor: 'Minor',
  major: 'Major',
};
export const caseSeverities = Object.values(CaseSeverity) as CaseSeverityValue[];

const { Open, OwnerContacted, CureAgreed, Resolved, ReferredToCounsel, ClosedWithoutAction } = CaseStatus;

/** The statuses only an Admin may choose: they are the board's decisions, not staff work. */
export const adminOnlyCaseStatuses: readonly CaseStatusId[] = [ReferredToCounsel, ClosedWithoutAction];

export type CaseUser = { isAdmin: boolean; viewOnly: boolean };

export const caseRuleMessages = {
  viewOnly: 'A view-only user cannot change a Violation Case.',
  restrictionOutside: 'A Restriction must be a term of an Instrument the case touches.',
  finished: 'This Violation Case is finished; its status cannot change.',
  notNext: (from: number, to: number) =>
    `A Violation Case cannot go from ${caseStatusLabels[from as CaseStatusId] ?? from} to ${caseStatusLabels[to as CaseStatusId] ?? to}.`,
  adminOnly: (to: number) =>
    `Only an Admin may set a Violation Case to ${caseStatusLabels[to as CaseStatusId]}.`,
} as const;

/**
 * Where each status may go next. A case moves forward only; counsel may still end in a resolution or
 * with no action; Resolved and Closed without action are final. Resolved needs the owner to have been
 * contacted first (the record of 11E asks how it was resolved, which starts with the owner).
 */
export const caseFlow = stepFlow<CaseStatusId>({
  next: {
    [Open]: [OwnerContacted, ReferredToCounsel, ClosedWithoutAction],
    [OwnerContacted]: [CureAgreed, Resolved, ReferredToCounsel, ClosedWithoutAction],
    [CureAgreed]: [Resolved, ReferredToCounsel, ClosedWithoutAction],
    [ReferredToCounsel]: [Resolved, ClosedWithoutAction],
    [Resolved]: [],
    [ClosedWithoutAction]: [],
  },
  adminOnly: { statuses: adminOnlyCaseStatuses, message: caseRuleMessages.adminOnly },
  messages: caseRuleMessages,
});

/** Still needs work: not Resolved nor Closed without action (the property card's "open cases"). */
export const isCaseOpen = caseFlow.isOpen;

/** The statuses still needing work, for the lists of open cases. */
export const openCaseStatuses: readonly CaseStatusId[] = caseFlow.openStatuses;

/** The steps a user may take from `statusId`, in the flow's order (the page's buttons). */
export const caseStepChoices: (statusId: number, user: CaseUser) => CaseStatusId[] = caseFlow.choices;

/**
 * Why this user may not move the case from `from` to `to`, or null. `forbidden` tells the API to answer
 * 403 (who asks) rather than 400 (what is asked).
 */
export const caseStepRefusal: (from: number, to: number, user: CaseUser) => StepRefusal | null =
  caseFlow.refusal;

/** What a case's next follow-up is: a visit to the land, or the owner's answer falling due. */
export const CaseFollowUpKind = { Visit: 'visit', Answer: 'answer' } as const;
export type CaseFollowUpKindValue = (typeof CaseFollowUpKind)[keyof typeof CaseFollowUpKind];
export const caseFollowUpKindLabels: Record<CaseFollowUpKindValue, string> = {
  visit: 'Follow-up visit',
  answer: 'Answer due',
};
export const caseFollowUpKinds = Object.values(CaseFollowUpKind) as CaseFollowUpKindValue[];

/** "Answer due 06/01/2026"-like text of a case's next follow-up, from its kind and formatted date. */
export const caseFollowUpText = (kind: string | null, formattedDate: string): string =>
  `${caseFollowUpKindLabels[kind as CaseFollowUpKindValue] ?? 'Follow-up'} ${formattedDate}`;

/**
 * The first restriction (by index) whose instrument the case does not name, or -1: a restriction is a
 * term of one of the case's instruments, so unticking an instrument lets go of its restrictions.
 */
export const restrictionOutsideInstruments = (
  instrumentIds: readonly number[],
  restrictions: readonly { instrumentId: number }[],
): number => restrictions.findIndex((r) => !instrumentIds.includes(r.instrumentId));

/** The restrictions still of the named instruments (the form drops the others when one is unticked). */
export const restrictionsOfInstruments = <R extends { instrumentId: number }>(
  instrumentIds: readonly number[],
  restrictions: readonly R[],
): R[] => restrictions.filter((r) => instrumentIds.includes(r.instrumentId));

/** One key per restriction: the form's checkbox value and the API's duplicate check. */
export const caseRestrictionKey = (r: {
  instrumentId: number;
  specificTermId: number | null;
  uniqueTermId: number | null;
}) => (r.uniqueTermId !== null ? `unique:${r.uniqueTermId}` : `${r.instrumentId}:term:${r.specificTermId}`);

/** A photo as the case's Add Photos rule reads it. */
export type CasePhotoCandidate = {
  id: number;
  /** Whether one of the photo's service's properties is the case's property. */
  ofCaseProperty: boolean;
  /** Every byte arrived and was verified. */
  completed: boolean;
  deleted: boolean;
  observationId: number | null;
};

/**
 * Why a photo cannot be added to a case, or null (issue 33 §2): it must be a kept photo (uploaded, not
 * deleted) of an inspection of the case's property, not already its evidence: a photo of the
 * observation the case was opened from is evidence already, and one already added stays once.
 */
export const casePhotoAddRefusal = (
  photo: CasePhotoCandidate | undefined,
  evidence: { observationId: number | null; addedPhotoIds: readonly number[] },
): 'notOffered' | 'alreadyEvidence' | null => {
  if (!photo?.ofCaseProperty || !photo.completed || photo.deleted) return 'notOffered';
  if (evidence.observationId !== null && photo.observationId === evidence.observationId)
    return 'alreadyEvidence';
  return evidence.addedPhotoIds.includes(photo.id) ? 'alreadyEvidence' : null;
};
