import {
  canDeleteService,
  canEditService,
  canEditServiceStatus,
  canManageServiceProperties,
  clearImageryUnlessImagery,
  compareAssociatedProperties,
  compareServices,
  EventType,
  eventsForServiceSave,
  invalidServiceProperties,
  invalidServiceTypes,
  latestInspectionDay,
  messages,
  primaryProjectOf,
  reportCompletedByAfterSave,
  reportCompletedError,
  requestorRoleError,
  type Service,
  type ServiceAssociateProperties,
  type ServiceCreate,
  type ServiceUpdate,
  type ServiceUser,
  serviceMessages,
  todayInDisplayZone,
} from '@app/domain';
import type { Caller } from '../../auth/authenticate';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { projectExists, serviceExists } from '../../db/exists';
import { type Actor, inTransaction, readAll } from '../../db/tx';
import { badRequest, conflict, fieldError, forbidden, notFound } from '../../lib/errors';
import { createContactLink } from '../contacts/api';
import { addEvent } from '../events/api';
import { listAgreementTypesForProperties } from '../properties/api';
import { hasOpenReviews } from '../reviews/api';
import { isActiveUser } from '../users/api';
import {
  agreementTypeExists,
  categoriesOfTypes,
  countProducts,
  deleteServiceRow,
  getCategory,
  getServiceProjectId,
  getServiceRow,
  hasInspectionEvent,
  imagerySourceExists,
  insertServiceRow,
  listInspectionEvents,
  listProjectServiceRows,
  listPropertyFacts,
  listReviewerNames,
  listServicePropertyRows,
  listStaffLeadNames,
  listValidPropertyRows,
  lockService,
  replaceServiceLinks,
  type ServiceRow,
  serviceStatusExists,
  updateServiceFolder,
  updateServiceRow,
} from './services.repo';

export type ServiceDeps = { db: Db; config: Config };

export const serviceNotFound = () => notFound(messages.entityNotFound('Service'));
const projectNotFound = () => notFound(messages.projectExists);

/** GET service/{id}. */
export const getService = async (db: Db, id: number): Promise<Service> => {
  const row = await getServiceRow(db, id);
  if (!row) throw serviceNotFound();
  const s = row.service;
  return {
    id: s.id,
    version: s.version,
    primaryProjectId: s.projectId,
    categoryId: s.categoryId,
    categoryName: row.categoryName,
    typeIds: row.types.map((t) => t.id),
    typeNames: row.types.map((t) => t.name),
    statusId: s.statusId,
    statusName: row.statusName,
    agreementTypeId: s.agreementTypeId,
    agreementTypeName: row.agreementTypeName,
    associatedPropertyIds: row.propertyIds,
    previousServiceId: s.previousServiceId,
    notes: s.notes,
    staffLead: s.staffLeadId,
    staffLeadName: row.staffLeadName,
    productIds: row.products.map((p) => p.id),
    productNames: row.products.map((p) => p.name),
    feeCharged: s.feeCharged,
    feePaid: s.feePaid,
    openDate: s.openDate,
    isMultiProperty: s.isMultiProperty,
    documentFolderId: s.documentFolderId,
    imageryAssessmentBeforeDate: s.imageryAssessmentBeforeDate,
    beforeSource: s.beforeSourceId,
    beforeSourceNotes: s.beforeSourceNotes,
    imageryAssessmentAfterDate: s.imageryAssessmentAfterDate,
    afterSource: s.afterSourceId,
    afterSourceNotes: s.afterSourceNotes,
    landownerPropertyPlans: s.landownerPropertyPlans,
    questionsForVOF: s.questionsForVof,
    inspectionMethod: s.inspectionMethod as Service['inspectionMethod'],
    reportCompletedDate: s.reportCompletedDate,
    reportCompletedBy: s.reportCompletedById,
    reportCompletedByName: row.reportCompletedByName,
  };
};

/** Runs a project's list beside the check that the project exists: an unknown id is 404, not an empty list. */
const ofProject = async <T>(db: Db, projectId: number, list: () => Promise<T>): Promise<T> => {
  const [exists, result] = await readAll(db, [() => projectExists(db, projectId), list]);
  if (!exists) throw projectNotFound();
  return result;
};

/** GET project/{id}/services: its own and the multi-property ones reaching it, by status, open date, id. */
export const listProjectServices = (db: Db, projectId: number) =>
  ofProject(db, projectId, async () =>
    (await listProjectServiceRows(db, projectId)).toSorted(compareServices),
  );

/**
 * The properties a service of the project may be on: the project's current properties, plus those the
 * service already has (an inactive one, or another project's on a multi-property service), so an edit
 * never loses one. This project's first, then by status, acres and id.
 */
export const listValidPropertiesForService = async (
  db: Db,
  { projectId, serviceId }: { projectId: number; serviceId: number },
) => {
  const [rows, service] = await readAll(db, [
    () => ofProject(db, projectId, () => listValidPropertyRows(db, { projectId, serviceId })),
    () => serviceExists(db, serviceId),
  ]);
  if (!service) throw serviceNotFound();
  return rows.toSorted(compareAssociatedProperties(projectId));
};

/** GET service/{id}/associatedProperties: the primary project's first, then status, acres, id (spec 2 §9). */
export const listAssociatedProperties = async (db: Db, id: number) => {
  const [projectId, properties] = await readAll(db, [
    () => getServiceProjectId(db, id),
    () => listServicePropertyRows(db, id),
  ]);
  if (projectId === undefined) throw serviceNotFound();
  return properties.toSorted(compareAssociatedProperties(projectId));
};

export const previousServiceIdExists = (db: Db, id: number) => serviceExists(db, id);

type Checked = { projectId: number };

/**
 * The checks of spec 2 §5 that need the database, one field message each. Answers the primary project:
 * a single-property service's own, a multi-property one's first property's (spec silent: decisions.md).
 */
const checkProperties = async (
  tx: Tx,
  input: { isMultiProperty: boolean; associatedPropertyIds: number[]; projectId: number | null },
  alreadyOnService: ReadonlySet<number> = new Set(),
): Promise<Checked> => {
  const rows = await listPropertyFacts(tx, input.associatedPropertyIds);
  const facts = new Map(rows.map((row) => [row.id, row]));
  const errors = invalidServiceProperties({
    propertyIds: input.associatedPropertyIds,
    facts,
    isMultiProperty: input.isMultiProperty,
    projectId: input.projectId,
    alreadyOnService,
  });
  if (errors.length > 0) {
    const fieldErrors = Object.fromEntries(
      errors.map(({ index, message }) => [
        input.isMultiProperty ? `associatedPropertyIds.${index}` : 'associatedPropertyIds',
        [message],
      ]),
    );
    throw badRequest(errors[0].message, fieldErrors);
  }
  const projectId = input.isMultiProperty
    ? primaryProjectOf(input.associatedPropertyIds, new Map(rows.map((row) => [row.id, row.projectId])))
    : input.projectId;
  return { projectId: projectId as number };
};

type DetailInput = Omit<ServiceUpdate, 'id' | 'version'>;

/** The lookup choices and references of the details form (spec 2 §5), each with its field's message. */
const checkDetails = async (
  tx: Tx,
  input: DetailInput,
  {
    propertyIds,
    saved,
    isMultiProperty,
  }: { propertyIds: number[]; saved?: ServiceRow; isMultiProperty: boolean },
) => {
  const category = await getCategory(tx, input.categoryId);
  if (!category) throw fieldError('categoryId', serviceMessages.optionNotFound('Category'));
  if (isMultiProperty && !category.isMultiProjectEligible && saved?.categoryId !== input.categoryId)
    throw fieldError('categoryId', serviceMessages.notMultiProjectEligible);
  const typeError = invalidServiceTypes(
    input.typeIds,
    input.categoryId,
    await categoriesOfTypes(tx, input.typeIds),
  );
  if (typeError) throw fieldError('typeIds', typeError);
  if (!(await serviceStatusExists(tx, input.statusId)))
    throw fieldError('statusId', serviceMessages.optionNotFound('Status'));
  if (!(await agreementTypeExists(tx, input.agreementTypeId)))
    throw fieldError('agreementTypeId', serviceMessages.optionNotFound('Agreement Type'));
  if (saved?.agreementTypeId !== input.agreementTypeId) {
    const offered = await listAgreementTypesForProperties(tx, propertyIds);
    if (!offered.some((type) => type.id === input.agreementTypeId))
      throw fieldError('agreementTypeId', serviceMessages.agreementTypeNotOffered);
  }
  if ((await countProducts(tx, input.productIds)) !== input.productIds.length)
    throw fieldError('productIds', serviceMessages.optionNotFound('Product'));
  if (saved?.staffLeadId !== input.staffLead && !(await isActiveUser(tx, input.staffLead)))
    throw fieldError('staffLead', serviceMessages.staffLeadNotFound);
  if (
    input.previousServiceId !== null &&
    (input.previousServiceId === saved?.id || !(await serviceExists(tx, input.previousServiceId)))
  )
    throw fieldError('previousServiceId', serviceMessages.previousServiceInvalid);
  for (const field of ['beforeSource', 'afterSource'] as const) {
    const id = input[field];
    if (id !== null && !(await imagerySourceExists(tx, id)))
      throw fieldError(field, serviceMessages.optionNotFound('Imagery Source'));
  }
};

/** The columns of the details form, with imagery cleared unless this is an imagery inspection. */
const detailColumns = (input: DetailInput) => {
  const v = clearImageryUnlessImagery(input);
  return {
    categoryId: v.categoryId,
    statusId: v.statusId,
    agreementTypeId: v.agreementTypeId,
    previousServiceId: v.previousServiceId,
    notes: v.notes,
    staffLeadId: v.staffLead,
    feeCharged: v.feeCharged,
    feePaid: v.feePaid,
    imageryAssessmentBeforeDate: v.imageryAssessmentBeforeDate,
    beforeSourceId: v.beforeSource,
    beforeSourceNotes: v.beforeSourceNotes,
    imageryAssessmentAfterDate: v.imageryAssessmentAfterDate,
    afterSourceId: v.afterSource,
    afterSourceNotes: v.afterSourceNotes,
    landownerPropertyPlans: v.landownerPropertyPlans,
    questionsForVof: v.questionsForVOF,
    inspectionMethod: v.inspectionMethod,
    reportCompletedDate: v.reportCompletedDate,
  };
};

/**
 * Issue 18: a report completed date the save sets or changes may not precede the inspection date
 * (read after the save's own events, so closing an inspection compares with the Inspection event it
 * adds). A date left as saved is not checked again when an earlier Inspection event moves later.
 */
const checkReportCompleted = async (
  tx: Tx,
  { serviceId, input, saved }: { serviceId: number; input: DetailInput; saved?: ServiceRow },
) => {
  const date = input.reportCompletedDate;
  if (date === null || date === saved?.reportCompletedDate) return;
  const error = reportCompletedError(date, latestInspectionDay(await listInspectionEvents(tx, serviceId)));
  if (error) throw fieldError('reportCompletedDate', error);
};

/**
 * Adds the events a save requires (spec 2 §4): Open on a new service; on closing, the Closed event the
 * form sent (400 when it sent none) and an Inspection event for an inspection that has none. A closing
 * save is refused while reviews are open.
 */
const addSaveEvents = async (
  tx: Tx,
  actor: Actor,
  {
    serviceId,
    isNew,
    saved,
    input,
  }: { serviceId: number; isNew: boolean; saved?: ServiceRow; input: DetailInput },
) => {
  const types = eventsForServiceSave({
    isNew,
    savedStatusId: saved?.statusId ?? null,
    statusId: input.statusId,
    categoryId: input.categoryId,
    hasInspectionEvent: !isNew && (await hasInspectionEvent(tx, serviceId)),
  });
  if (types.includes(EventType.Closed)) {
    if (!isNew && (await hasOpenReviews(tx, { serviceId }))) throw conflict(serviceMessages.openReviews);
    if (!input.closedEvent) throw fieldError('closedEvent.date', messages.required('Closed Event Date'));
  }
  const today = todayInDisplayZone();
  for (const typeId of types) {
    const closing = typeId !== EventType.Open;
    await addEvent(
      tx,
      {
        serviceId,
        typeId,
        date: closing && input.closedEvent ? input.closedEvent.date : today,
        notes: typeId === EventType.Closed ? (input.closedEvent?.notes ?? null) : null,
      },
      actor,
    );
  }
};

/**
 * POST service/create (single- or multi-property): the service, its components, products and
 * properties, its first contact and its Open (and, when created closed, Closed) events — one transaction.
 */
export const createService = async (db: Db, input: ServiceCreate, { user, actor }: Caller) => {
  if (!canEditService(user, null)) throw forbidden(serviceMessages.editNotAllowed);
  const roleError = requestorRoleError(input.contact.roleIds, user);
  if (roleError) throw fieldError('contact.roleIds', roleError);
  const id = await inTransaction(db, async (tx) => {
    const { projectId } = await checkProperties(tx, input);
    await checkDetails(tx, input, {
      propertyIds: input.associatedPropertyIds,
      isMultiProperty: input.isMultiProperty,
    });
    const row = await insertServiceRow(tx, actor, {
      ...detailColumns(input),
      reportCompletedById: reportCompletedByAfterSave({
        saved: null,
        reportCompletedDate: input.reportCompletedDate,
        userId: user.id,
      }),
      projectId,
      isMultiProperty: input.isMultiProperty,
      openDate: todayInDisplayZone(),
    });
    await replaceServiceLinks(tx, actor, row.id, {
      typeIds: input.typeIds,
      productIds: input.productIds,
      propertyIds: input.associatedPropertyIds,
    });
    await addSaveEvents(tx, actor, { serviceId: row.id, isNew: true, input });
    await checkReportCompleted(tx, { serviceId: row.id, input });
    await createContactLink(
      tx,
      {
        crmId: input.contact.crmId,
        roleIds: input.contact.roleIds,
        notes: input.contact.notes,
        ownerSince: null,
        ownerUntil: null,
        instrumentId: null,
        propertyId: null,
        serviceId: row.id,
      },
      { user, actor },
    );
    return row.id;
  });
  return getService(db, id);
};

/** Locks the service and checks the caller may edit it (spec 2 §6). */
const lockForEdit = async (tx: Tx, id: number, user: ServiceUser) => {
  const saved = await lockService(tx, id);
  if (!saved) throw serviceNotFound();
  if (!canEditService(user, { statusId: saved.statusId, staffLead: saved.staffLeadId }))
    throw forbidden(serviceMessages.editNotAllowed);
  return saved;
};

/** PUT service/update: details and inspection details (version-checked), with the events closing needs. */
export const updateService = async (db: Db, input: ServiceUpdate, { user, actor }: Caller) => {
  await inTransaction(db, async (tx) => {
    const saved = await lockForEdit(tx, input.id, user);
    if (
      input.statusId !== saved.statusId &&
      !canEditServiceStatus(user, { statusId: saved.statusId, staffLead: saved.staffLeadId })
    )
      throw forbidden(serviceMessages.closedStatusAdminOnly);
    const links = await listServicePropertyRows(tx, input.id);
    await checkDetails(tx, input, {
      propertyIds: links.map((p) => p.id),
      saved,
      isMultiProperty: saved.isMultiProperty,
    });
    await updateServiceRow(tx, actor, {
      id: input.id,
      version: input.version,
      values: {
        ...detailColumns(input),
        reportCompletedById: reportCompletedByAfterSave({
          saved,
          reportCompletedDate: input.reportCompletedDate,
          userId: user.id,
        }),
      },
    });
    await replaceServiceLinks(tx, actor, input.id, { typeIds: input.typeIds, productIds: input.productIds });
    await addSaveEvents(tx, actor, { serviceId: input.id, isNew: false, saved, input });
    await checkReportCompleted(tx, { serviceId: input.id, input, saved });
  });
  return getService(db, input.id);
};

/** PUT service/associatePropertiesToService (Admin): the properties, with the create form's rules. */
export const associateProperties = async (
  db: Db,
  input: ServiceAssociateProperties,
  { user, actor }: Caller,
) => {
  if (!canManageServiceProperties(user)) throw forbidden(serviceMessages.associateAdminOnly);
  await inTransaction(db, async (tx) => {
    const saved = await lockService(tx, input.id);
    if (!saved) throw serviceNotFound();
    if (input.isMultiProperty !== saved.isMultiProperty)
      throw fieldError('isMultiProperty', 'A service stays single- or multi-property.');
    const current = await listServicePropertyRows(tx, input.id);
    await checkProperties(tx, { ...input, projectId: saved.projectId }, new Set(current.map((p) => p.id)));
    await updateServiceRow(tx, actor, { id: input.id, version: input.version, values: {} });
    await replaceServiceLinks(tx, actor, input.id, { propertyIds: input.associatedPropertyIds });
  });
  return { ...(await getService(db, input.id)), message: serviceMessages.boxFolderMayMove(input.id) };
};

export const updateServiceDocumentFolder = (
  db: Db,
  { id, folderId }: { id: number; folderId: string },
  { user, actor }: Caller,
) =>
  inTransaction(db, async (tx) => {
    await lockForEdit(tx, id, user);
    if (!(await updateServiceFolder(tx, actor, { id, folderId }))) throw serviceNotFound();
    return { id, documentFolderId: folderId };
  });

/** DELETE service/delete/{id} (Admin): everything under the service, one transaction, with the notice. */
export const deleteService = async (
  db: Db,
  { id, version }: { id: number; version?: number },
  { user, actor }: Caller,
) => {
  if (!canDeleteService(user)) throw forbidden(serviceMessages.deleteAdminOnly);
  return inTransaction(db, async (tx) => {
    if (!(await lockService(tx, id))) throw serviceNotFound();
    await deleteServiceRow(tx, actor, { id, version });
    return { id, message: serviceMessages.deleted(id) };
  });
};

/** The search facets' name lists (spec 1 §7): services' staff leads, and their reviews' assignees and assigners. */
export const staffLeadNames = (db: Db) => listStaffLeadNames(db);
export const reviewerNames = (db: Db, role: 'assignee' | 'assigner') => listReviewerNames(db, role);
