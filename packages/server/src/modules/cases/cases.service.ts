import {
  type CaseCreate,
  type CaseListItem,
  type CaseRestrictionRef,
  CaseStatus,
  type CaseStepCreate,
  type CaseSummary,
  type CaseUpdate,
  caseFlow,
  caseMessages,
  caseRestrictionKey,
  type ViolationCase,
} from '@app/domain';
import type { Caller } from '../../auth/authenticate';
import type { Db, Tx } from '../../db/client';
import { listOfferedIds } from '../../db/exists';
import { inTransaction, readAll } from '../../db/tx';
import { fieldError, notFound } from '../../lib/errors';
import { coveringInstrumentIds, findPropertyRef, listCoveringInstruments } from '../properties/api';
import { addFirstStep, listSteps, type StepRecord, takeStep } from '../record-steps/api';
import { isActiveUser } from '../users/api';
import { listInstrumentCaseItems, listOpenCaseItems, listServiceCaseItems } from './case-lists.repo';
import {
  caseStepTables,
  currentLinks,
  getCaseRow,
  getObservationOnProperty,
  insertCase,
  instrumentExists,
  listPropertyCaseRows,
  listRestrictionChoices,
  lockCaseRow,
  offeredRestrictionKeys,
  updateCaseFolder,
  updateCaseWithLinks,
} from './cases.repo';

/** A case as a record with dated steps: its flow is the domain's (Admin-only steps included). */
const caseSteps: StepRecord<typeof caseStepTables> = {
  tables: caseStepTables,
  refusal: caseFlow.refusal,
  notFound: caseMessages.notFound,
};

/** The case page's record: the case, its evidence and its steps (in `db`, a transaction's or not). */
export const readCase = async (db: Db, id: number): Promise<ViolationCase | undefined> => {
  const [found, steps] = await readAll(db, [() => getCaseRow(db, id), () => listSteps(db, caseSteps, id)]);
  return found && { ...found, steps };
};

const propertyNotFound = () => notFound('Property not found.');

/** GET property/{id}/cases. */
export const listPropertyCases = async (db: Db, propertyId: number): Promise<CaseSummary[]> => {
  if (!(await findPropertyRef(db, propertyId))) throw propertyNotFound();
  return listPropertyCaseRows(db, propertyId);
};

/** The open cases, the user's (`userId`: reported by them or on an easement they lead) or everyone's (null). */
export const listOpenCases = (
  db: Db,
  request: { userId: number | null; offset: number; limit: number },
): Promise<{ items: CaseListItem[]; total: number }> => listOpenCaseItems(db, request);

/** GET instrument/{id}/cases: the cases naming the instrument, open ones first. */
export const listInstrumentCases = async (db: Db, instrumentId: number): Promise<CaseListItem[]> => {
  if (!(await instrumentExists(db, instrumentId))) throw notFound('Instrument not found.');
  return listInstrumentCaseItems(db, instrumentId);
};

/** The cases opened from the service's observations, open ones first: its inspection report lists them. */
export const listServiceCases = (db: Db, serviceId: number): Promise<CaseListItem[]> =>
  listServiceCaseItems(db, serviceId);

/** GET case/{id}. */
export const getCase = async (db: Db, id: number): Promise<ViolationCase> => {
  const found = await readCase(db, id);
  if (!found) throw notFound(caseMessages.notFound);
  return found;
};

/** GET property/{id}/caseRestrictions. */
export const listCaseRestrictionChoices = async (db: Db, propertyId: number) => {
  if (!(await findPropertyRef(db, propertyId))) throw propertyNotFound();
  return listRestrictionChoices(db, await listCoveringInstruments(db, propertyId));
};

type CaseFields = {
  typeId: number;
  reportedById: number;
  instrumentIds: number[];
  restrictions: CaseRestrictionRef[];
};

/**
 * The case's named records exist and fit: an offered type, an active reporter, instruments covering
 * the property and terms those instruments carry. An edit may keep an instrument or a restriction the
 * case already names though it is no longer offered (an instrument's term removed since): a case is
 * evidence of what was found then.
 */
const checkFields = async (
  tx: Tx,
  input: CaseFields,
  propertyId: number,
  kept: Awaited<ReturnType<typeof currentLinks>> | null,
) => {
  if (!(await listOfferedIds(tx, 'violationCaseTypes', [input.typeId])).has(input.typeId))
    throw fieldError('typeId', caseMessages.typeNotOffered);
  if (!(await isActiveUser(tx, input.reportedById)))
    throw fieldError('reportedById', caseMessages.reporterNotFound);
  const covering = await coveringInstrumentIds(tx, propertyId, input.instrumentIds);
  input.instrumentIds.forEach((id, index) => {
    if (!covering.has(id) && !kept?.instrumentIds.has(id))
      throw fieldError(`instrumentIds.${index}`, caseMessages.instrumentElsewhere);
  });
  const offered = await offeredRestrictionKeys(tx, input.restrictions);
  input.restrictions.forEach((restriction, index) => {
    const key = caseRestrictionKey(restriction);
    if (!offered.has(key) && !kept?.restrictionKeys.has(key))
      throw fieldError(`restrictions.${index}`, caseMessages.restrictionNotInTerms);
  });
};

/**
 * POST case/update: the case's fields and links as the Edit form sends them (Staff and Admin; the
 * view-only are refused before this). The status moves only by steps.
 */
export const updateCase = (db: Db, input: CaseUpdate, { actor }: Caller) =>
  inTransaction(db, async (tx): Promise<ViolationCase> => {
    const found = await lockCaseRow(tx, input.id);
    if (!found) throw notFound(caseMessages.notFound);
    await checkFields(tx, input, found.propertyId, await currentLinks(tx, input.id));
    await updateCaseWithLinks(tx, actor, {
      id: input.id,
      version: input.version,
      values: {
        typeId: input.typeId,
        severity: input.severity,
        discoveredOn: input.discoveredOn,
        reportedById: input.reportedById,
        description: input.description,
        followUpDue: input.followUpDue,
        followUpKind: input.followUpDue === null ? null : input.followUpKind,
      },
      links: { instrumentIds: input.instrumentIds, restrictions: input.restrictions },
    });
    return (await readCase(tx, input.id)) as ViolationCase;
  });

/** PATCH case/{id}/updateDocumentFolder: where the case's letters and answers are kept. */
export const updateCaseDocumentFolder = (
  db: Db,
  { id, folderId }: { id: number; folderId: string },
  { actor }: Caller,
) =>
  inTransaction(db, async (tx) => {
    if (!(await updateCaseFolder(tx, actor, { id, folderId }))) throw notFound(caseMessages.notFound);
    return { id, documentFolderId: folderId };
  });

/**
 * POST case/create: a new Open case on the property, from one of its inspections' observations or not.
 * Its first step (Open, dated the discovery) is made with it, so the timeline starts at the start.
 */
export const createCase = (db: Db, input: CaseCreate, { actor }: Caller) =>
  inTransaction(db, async (tx): Promise<ViolationCase> => {
    if (!(await findPropertyRef(tx, input.propertyId))) throw propertyNotFound();
    if (input.observationId !== null) {
      const observation = await getObservationOnProperty(tx, input.observationId, input.propertyId);
      if (!observation) throw fieldError('observationId', caseMessages.observationNotFound);
      if (!observation.covers) throw fieldError('observationId', caseMessages.observationElsewhere);
    }
    await checkFields(tx, input, input.propertyId, null);
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
        followUpKind: input.followUpDue === null ? null : input.followUpKind,
      },
      links: { instrumentIds: input.instrumentIds, restrictions: input.restrictions },
    });
    await addFirstStep(tx, actor, caseSteps, {
      recordId: id,
      statusId: CaseStatus.Open,
      on: input.discoveredOn,
      note: null,
    });
    return (await readCase(tx, id)) as ViolationCase;
  });

/**
 * POST case/step: the case moves to the next status by the domain's rule (403 when only an Admin may
 * take the step), dated with who and a note; the follow-up due date is replaced by the step's.
 */
export const addCaseStep = (db: Db, { caseId, ...input }: CaseStepCreate, caller: Caller) =>
  takeStep(db, caseSteps, { ...input, recordId: caseId }, caller, {
    alsoSets: async () => ({
      followUpDue: input.followUpDue,
      followUpKind: input.followUpDue === null ? null : input.followUpKind,
    }),
    read: readCase,
  });
