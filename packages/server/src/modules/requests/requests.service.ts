import {
  approvedFeatureDescription,
  isApproving,
  type OwnerRequest,
  type RequestCreate,
  type RequestListItem,
  RequestStatus,
  type RequestStepCreate,
  type RequestSummary,
  requestDecisionDue,
  requestFlow,
  requestMessages,
  requestNoticePeriodDays,
  requestRightsCheck,
  usesRights,
} from '@app/domain';
import type { Caller } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { listOfferedIds } from '../../db/exists';
import { inTransaction, readAll } from '../../db/tx';
import { fieldError, notFound } from '../../lib/errors';
import {
  addExistingFeature,
  coveringInstrumentIds,
  findPropertyRef,
  getPropertyRights,
  listCoveringInstruments,
} from '../properties/api';
import { addFirstStep, listSteps, type StepRecord, takeStep } from '../record-steps/api';
import {
  getKindName,
  getRequestRow,
  insertRequest,
  isPropertyOwner,
  listOverdueRequestItems,
  listPropertyOwners,
  listPropertyRequestRows,
  requestStepTables,
} from './requests.repo';

/** A request as a record with dated steps: its flow is the domain's. */
const requestSteps: StepRecord<typeof requestStepTables> = {
  tables: requestStepTables,
  refusal: requestFlow.refusal,
  notFound: requestMessages.notFound,
};

const propertyNotFound = () => notFound(requestMessages.propertyNotFound);

/** GET property/{id}/ownerRequests. */
export const listPropertyRequests = async (db: Db, propertyId: number): Promise<RequestSummary[]> => {
  if (!(await findPropertyRef(db, propertyId))) throw propertyNotFound();
  return listPropertyRequestRows(db, propertyId);
};

/** GET property/{id}/ownerRequestChoices. */
export const listPropertyRequestChoices = async (db: Db, propertyId: number) => {
  if (!(await findPropertyRef(db, propertyId))) throw propertyNotFound();
  const [owners, instruments] = await readAll(db, [
    () => listPropertyOwners(db, propertyId),
    () => listCoveringInstruments(db, propertyId),
  ]);
  return { owners, instruments };
};

/** The home tile: the undecided requests past their decision due day. */
export const listOverdueRequests = (
  db: Db,
  request: { offset: number; limit: number },
): Promise<{ items: RequestListItem[]; total: number }> => listOverdueRequestItems(db, request);

/** The request with its steps and its check against the property's allowed and existing rights now. */
const readRequest = async (db: Db, id: number): Promise<OwnerRequest | undefined> => {
  const [row, steps] = await readAll(db, [
    () => getRequestRow(db, id),
    () => listSteps(db, requestSteps, id),
  ]);
  if (!row) return undefined;
  const rights = await getPropertyRights(db, row.propertyId);
  return { ...row, rightsCheck: requestRightsCheck(rights, row), steps };
};

/** GET ownerRequest/{id}. */
export const getRequest = async (db: Db, id: number): Promise<OwnerRequest> => {
  const found = await readRequest(db, id);
  if (!found) throw notFound(requestMessages.notFound);
  return found;
};

/**
 * POST ownerRequest/create: Received on the property, its first step written with it; the decision is
 * due the notice period after the receipt (the one entered, else the shortest of its instruments', kept
 * on the request, else 30 days). The kind is offered, the requester an Owner of the property,
 * the instruments cover it.
 */
export const createRequest = (db: Db, input: RequestCreate, { actor }: Caller) =>
  inTransaction(db, async (tx): Promise<OwnerRequest> => {
    if (!(await findPropertyRef(tx, input.propertyId))) throw propertyNotFound();
    if (!(await listOfferedIds(tx, 'ownerRequestKinds', [input.kindId])).has(input.kindId))
      throw fieldError('kindId', requestMessages.kindNotOffered);
    if (input.requestedById !== null && !(await isPropertyOwner(tx, input.propertyId, input.requestedById)))
      throw fieldError('requestedById', requestMessages.requesterNotOwner);
    const covering = await coveringInstrumentIds(tx, input.propertyId, input.instrumentIds);
    input.instrumentIds.forEach((id, index) => {
      if (!covering.has(id)) throw fieldError(`instrumentIds.${index}`, requestMessages.instrumentElsewhere);
    });
    const { instrumentIds, ...values } = input;
    const noticePeriodDays = requestNoticePeriodDays(
      input.noticePeriodDays,
      instrumentIds.map((id) => covering.get(id) ?? null),
    );
    const id = await insertRequest(tx, actor, {
      values: {
        ...values,
        noticePeriodDays,
        statusId: RequestStatus.Received,
        decisionDue: requestDecisionDue(input.receivedOn, noticePeriodDays),
      },
      instrumentIds,
    });
    await addFirstStep(tx, actor, requestSteps, {
      recordId: id,
      statusId: RequestStatus.Received,
      on: input.receivedOn,
      note: null,
    });
    return (await readRequest(tx, id)) as OwnerRequest;
  });

/**
 * POST ownerRequest/step: the next status by the domain's rule, dated with who and a note. An approval
 * of a request that uses rights adds them to the property as an existing built environment feature in
 * the same transaction (audited as every feature), and the request keeps that feature's id.
 */
export const addRequestStep = (db: Db, { requestId, ...input }: RequestStepCreate, caller: Caller) =>
  takeStep(db, requestSteps, { ...input, recordId: requestId }, caller, {
    alsoSets: async (tx, row) => ({
      featureId:
        isApproving(input.statusId) && usesRights(row)
          ? await addExistingFeature(tx, caller.actor, {
              propertyId: row.propertyId,
              description: approvedFeatureDescription(row.id, await getKindName(tx, row.kindId)),
              dwellingUnits: row.dwellingUnits,
              finishedArea: row.finishedArea,
              imperviousArea: row.imperviousArea,
            })
          : row.featureId,
    }),
    read: readRequest,
  });
