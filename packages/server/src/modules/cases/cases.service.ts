import {
  type CaseCreate,
  CaseStatus,
  type CaseStepCreate,
  type CaseSummary,
  caseMessages,
  caseStepRefusal,
  isAdmin,
  isViewOnly,
  type ViolationCase,
} from '@app/domain';
import type { Caller } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { listOfferedIds } from '../../db/exists';
import { inTransaction } from '../../db/tx';
import { badRequest, fieldError, forbidden, notFound } from '../../lib/errors';
import { isActiveUser } from '../users/api';
import {
  getCaseRow,
  getObservationOnProperty,
  getPropertyRef,
  insertCase,
  insertStep,
  listPropertyCaseRows,
  lockCaseRow,
  propertyInstrumentIds,
  updateCaseRow,
} from './cases.repo';

const propertyNotFound = () => notFound('Property not found.');

/** GET property/{id}/cases. */
export const listPropertyCases = async (db: Db, propertyId: number): Promise<CaseSummary[]> => {
  if (!(await getPropertyRef(db, propertyId))) throw propertyNotFound();
  return listPropertyCaseRows(db, propertyId);
};

/** GET case/{id}. */
export const getCase = async (db: Db, id: number): Promise<ViolationCase> => {
  const found = await getCaseRow(db, id);
  if (!found) throw notFound(caseMessages.notFound);
  return found;
};

/**
 * POST case/create: a new Open case on the property, from one of its inspections' observations or not.
 * Its first step (Open, dated the discovery) is made with it, so the timeline starts at the start.
 */
export const createCase = (db: Db, input: CaseCreate, { actor }: Caller) =>
  inTransaction(db, async (tx): Promise<ViolationCase> => {
    if (!(await getPropertyRef(tx, input.propertyId))) throw propertyNotFound();
    if (input.observationId !== null) {
      const observation = await getObservationOnProperty(tx, input.observationId, input.propertyId);
      if (!observation) throw fieldError('observationId', caseMessages.observationNotFound);
      if (!observation.covers) throw fieldError('observationId', caseMessages.observationElsewhere);
    }
    if (!(await listOfferedIds(tx, 'violationCaseTypes', [input.typeId])).has(input.typeId))
      throw fieldError('typeId', caseMessages.typeNotOffered);
    if (!(await isActiveUser(tx, input.reportedById)))
      throw fieldError('reportedById', caseMessages.reporterNotFound);
    const covering = await propertyInstrumentIds(tx, input.propertyId, input.instrumentIds);
    input.instrumentIds.forEach((id, index) => {
      if (!covering.has(id)) throw fieldError(`instrumentIds.${index}`, caseMessages.instrumentElsewhere);
    });
    const id = await insertCase(tx, actor, {
      values: {
        propertyId: input.propertyId,
        observationId: input.observationId,
        typeId: input.typeId,
        severity: input.severity,
        discoveredOn: input.discoveredOn,
        reportedById: input.reportedById,
        description: input.description,
        statusId: CaseStatus.Open,
        followUpDue: input.followUpDue,
      },
      instrumentIds: input.instrumentIds,
      note: null,
    });
    return (await getCaseRow(tx, id)) as ViolationCase;
  });

/**
 * POST case/step: the case moves to the next status by the domain's rule (403 when only an Admin may
 * take the step), dated with who and a note; the follow-up due date is replaced by the step's.
 */
export const addCaseStep = (db: Db, input: CaseStepCreate, { user, actor }: Caller) =>
  inTransaction(db, async (tx): Promise<ViolationCase> => {
    const found = await lockCaseRow(tx, input.caseId);
    if (!found) throw notFound(caseMessages.notFound);
    const refusal = caseStepRefusal(found.statusId, input.statusId, {
      isAdmin: isAdmin(user),
      viewOnly: isViewOnly(user),
    });
    if (refusal) throw refusal.forbidden ? forbidden(refusal.message) : badRequest(refusal.message);
    await updateCaseRow(tx, actor, {
      id: input.caseId,
      version: input.version,
      values: { statusId: input.statusId, followUpDue: input.followUpDue },
    });
    await insertStep(tx, actor, {
      caseId: input.caseId,
      statusId: input.statusId,
      on: input.on,
      note: input.note,
    });
    return (await getCaseRow(tx, input.caseId)) as ViolationCase;
  });
