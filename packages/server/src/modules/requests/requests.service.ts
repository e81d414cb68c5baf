import {
  approvedFeatureDescription,
  isApproving,
  isViewOnly,
  type OwnerRequest,
  type RequestCreate,
  type RequestListItem,
  RequestStatus,
  type RequestStepCreate,
  type RequestSummary,
  requestDecisionDue,
  requestMessages,
  requestRightsCheck,
  requestStepRefusal,
  usesRights,
} from '@app/domain';
import type { Caller } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { listOfferedIds } from '../../db/exists';
import { inTransaction } from '../../db/tx';
import { badRequest, fieldError, forbidden, notFound } from '../../lib/errors';
import {
  addExistingFeature,
  coveringInstrumentIds,
  findPropertyRef,
  getPropertyRights,
} from '../properties/api';
import {
  getRequestRow,
  insertRequest,
  insertStep,
  isPropertyOwner,
  listOverdueRequestItems,
  listPropertyRequestRows,
  listRequestChoices,
  lockRequestRow,
  updateRequestRow,
} from './requests.repo';

const propertyNotFound = () => notFound(requestMessages.propertyNotFound);

/** GET property/{id}/ownerRequests. */
export const listPropertyRequests = async (db: Db, propertyId: number): Promise<RequestSummary[]> => {
  if (!(await findPropertyRef(db, propertyId))) throw propertyNotFound();
  return listPropertyRequestRows(db, propertyId);
};

/** GET property/{id}/ownerRequestChoices. */
export const listPropertyRequestChoices = async (db: Db, propertyId: number) => {
  if (!(await findPropertyRef(db, propertyId))) throw propertyNotFound();
  return listRequestChoices(db, propertyId);
};

/** The home tile: the undecided requests past their decision due day. */
export const listOverdueRequests = (
  db: Db,
  request: { offset: number; limit: number },
): Promise<{ items: RequestListItem[]; total: number }> => listOverdueRequestItems(db, request);

/** The request with its check against the property's allowed and existing rights as they are now. */
const readRequest = async (db: Db, id: number): Promise<OwnerRequest | undefined> => {
  const row = await getRequestRow(db, id);
  if (!row) return undefined;
  const rights = await getPropertyRights(db, row.propertyId);
  return { ...row, rightsCheck: requestRightsCheck(rights, row) };
};

/** GET ownerRequest/{id}. */
export const getRequest = async (db: Db, id: number): Promise<OwnerRequest> => {
  const found = await readRequest(db, id);
  if (!found) throw notFound(requestMessages.notFound);
  return found;
};

/**
 * POST ownerRequest/create: Received on the property, its first step written with it; the decision is
 * due the notice period after the receipt. The kind is offered, the requester an Owner of the property,
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
    const id = await insertRequest(tx, actor, {
      values: {
        ...values,
        statusId: RequestStatus.Received,
        decisionDue: requestDecisionDue(input.receivedOn, input.noticePeriodDays),
      },
      instrumentIds,
    });
    return (await readRequest(tx, id)) as OwnerRequest;
  });

/**
 * POST ownerRequest/step: the next status by the domain's rule, dated with who and a note. An approval
 * of a request that uses rights adds them to the property as an existing built environment feature in
 * the same transaction (audited as every feature), and the request keeps that feature's id.
 */
export const addRequestStep = (db: Db, input: RequestStepCreate, { user, actor }: Caller) =>
  inTransaction(db, async (tx): Promise<OwnerRequest> => {
    const found = await lockRequestRow(tx, input.requestId);
    if (!found) throw notFound(requestMessages.notFound);
    const { row, kindName } = found;
    const refusal = requestStepRefusal(row.statusId, input.statusId, { viewOnly: isViewOnly(user) });
    if (refusal) throw refusal.forbidden ? forbidden(refusal.message) : badRequest(refusal.message);
    const addsFeature = isApproving(input.statusId) && usesRights(row);
    const featureId = addsFeature
      ? await addExistingFeature(tx, actor, {
          propertyId: row.propertyId,
          description: approvedFeatureDescription(row.id, kindName),
          dwellingUnits: row.dwellingUnits,
          finishedArea: row.finishedArea,
          imperviousArea: row.imperviousArea,
        })
      : row.featureId;
    await updateRequestRow(tx, actor, {
      id: input.requestId,
      version: input.version,
      values: { statusId: input.statusId, featureId },
    });
    await insertStep(tx, actor, {
      requestId: input.requestId,
      statusId: input.statusId,
      on: input.on,
      note: input.note,
    });
    return (await readRequest(tx, input.requestId)) as OwnerRequest;
  });
