import {
  canDeleteProperty,
  compareAssociatedInstruments,
  compareServices,
  instrumentTitle,
  isAdmin,
  messages,
  type Property,
  type PropertyCreate,
  PropertyStatus,
  type PropertyUpdate,
  propertyDevelopmentRights,
  propertyMessages,
} from '@app/domain';
import type { Caller } from '../../auth/authenticate';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { projectExists } from '../../db/exists';
import { type Actor, inSnapshot, inTransaction, readAll } from '../../db/tx';
import { conflict, fieldError, forbidden, notFound } from '../../lib/errors';
import { listFeatureRows } from './built-environment.repo';
import {
  deletePropertyRow,
  getPropertyDeleteFacts,
  getPropertyRefRow,
  getPropertyRow,
  insertPropertyInstrumentRow,
  insertPropertyRow,
  isCurrentProperty,
  listAgreementTypesByPropertyIds,
  listCoveringInstrumentIds,
  listCoveringInstrumentRows,
  listPropertyInstruments,
  listPropertyServices,
  lockPropertyForDelete,
  propertyStatusExists,
  updatePropertyRow,
  updatePropertyUnversioned,
} from './property.repo';
import {
  insertPropertyLocalityRow,
  listExistingLocalityIds,
  listPropertyLocalityRows,
} from './property-localities.repo';
import { sortPropertyLocalities } from './property-localities.service';

export type PropertyDeps = { db: Db; config: Config };

export type { Caller };

const propertyNotFound = () => notFound(messages.entityNotFound('Property'));

/**
 * GET property/{id}: the property with its localities and parcels, its instruments and services (each
 * list in the spec's order) and its development rights, in five queries whatever its size.
 */
export const getProperty = async (db: Db, id: number): Promise<Property> => {
  const [row, localities, instruments, services, features] = await inSnapshot(db, (snapshot) =>
    readAll(snapshot, [
      () => getPropertyRow(snapshot, id),
      () => listPropertyLocalityRows(snapshot, { propertyId: id }),
      () => listPropertyInstruments(snapshot, id),
      () => listPropertyServices(snapshot, id),
      () => listFeatureRows(snapshot, id),
    ]),
  );
  if (!row) throw propertyNotFound();
  return {
    id: row.id,
    projectId: row.projectId,
    name: row.name,
    statusId: row.statusId,
    calculatedAcres: row.calculatedAcres,
    acres: row.acres,
    futurePropertiesAllowed: row.futurePropertiesAllowed,
    targetInspectionFrequency: row.targetInspectionFrequency,
    accessPointLatitude: row.accessPointLatitude,
    accessPointLongitude: row.accessPointLongitude,
    inspectWithTwoOrMoreStaff: row.inspectWithTwoOrMoreStaff,
    additionalInterestHolder: row.additionalInterestHolder,
    notes: row.notes,
    legacyPropertyIds: row.legacyPropertyIds,
    documentFolderId: row.documentFolderId,
    version: row.version,
    ...propertyDevelopmentRights({ links: instruments, features }),
    propertyLocalities: sortPropertyLocalities(localities),
    propertyInstruments: instruments
      .toSorted((a, b) =>
        compareAssociatedInstruments({ ...a, id: a.instrumentId }, { ...b, id: b.instrumentId }),
      )
      .map(({ executedDate, recordedDate, openDate: _openDate, ...link }) => ({
        ...link,
        title: instrumentTitle({ id: link.instrumentId, executedDate, recordedDate }),
      })),
    propertyServices: services.toSorted(compareServices),
  };
};

/** Spec 1 §7: whether the id names a Current property. */
export const propertyCurrentExists = (db: Db, id: number) => isCurrentProperty(db, id);

/**
 * The one way a property is created (New Property, and a new project's first property): Current, with
 * its localities (the first one primary) and, when given, the instrument that covers it, inside the
 * caller's transaction. The caller has checked the references against its own rules and field names.
 */
export const addProperty = async (
  tx: Tx,
  actor: Actor,
  input: { projectId: number; name: string; localityIds: number[]; instrumentId?: number },
) => {
  const property = await insertPropertyRow(tx, actor, {
    projectId: input.projectId,
    name: input.name,
    statusId: PropertyStatus.Current,
  });
  for (const [index, localityId] of input.localityIds.entries())
    await insertPropertyLocalityRow(tx, actor, {
      propertyId: property.id,
      localityId,
      isPrimary: index === 0,
    });
  if (input.instrumentId !== undefined)
    await insertPropertyInstrumentRow(tx, actor, {
      propertyId: property.id,
      instrumentId: input.instrumentId,
    });
  return property;
};

/**
 * New Property: a Current property with its primary and additional localities, in one transaction.
 * Answers the saved property, so the page needs no second call that could fail on its own.
 */
export const createProperty = (db: Db, input: PropertyCreate, actor: Actor) =>
  inTransaction(db, async (tx) => {
    if (!(await projectExists(tx, input.projectId))) throw fieldError('projectId', messages.projectExists);
    const localityIds = [input.primaryLocalityId, ...input.additionalLocalityIds];
    const existing = await listExistingLocalityIds(tx, localityIds);
    const missing = localityIds.findIndex((localityId) => !existing.has(localityId));
    if (missing !== -1)
      throw fieldError(
        missing === 0 ? 'primaryLocalityId' : `additionalLocalityIds.${missing - 1}`,
        propertyMessages.localityNotFound,
      );
    const property = await addProperty(tx, actor, {
      projectId: input.projectId,
      name: input.name,
      localityIds,
    });
    return getProperty(tx, property.id);
  });

/** Property details (version-checked); legacy ids, calculated acres and the folder are not touched. */
export const updateProperty = (db: Db, input: PropertyUpdate, actor: Actor) =>
  inTransaction(db, async (tx) => {
    const { id, version, ...values } = input;
    if (!(await getPropertyRow(tx, id))) throw propertyNotFound();
    if (!(await propertyStatusExists(tx, values.statusId)))
      throw fieldError('statusId', propertyMessages.statusNotFound);
    await updatePropertyRow(tx, actor, { id, version, values });
    return getProperty(tx, id);
  });

export const updatePropertyDocumentFolder = (
  db: Db,
  { id, folderId }: { id: number; folderId: string },
  actor: Actor,
) =>
  inTransaction(db, async (tx) => {
    if (!(await getPropertyRow(tx, id))) throw propertyNotFound();
    await updatePropertyUnversioned(tx, actor, { id, values: { documentFolderId: folderId } });
    return { id, documentFolderId: folderId };
  });

/**
 * The first delete blocker (spec 2 §8) as text, empty when the property may be deleted (as
 * project/{id}/delete_message): the page shows it instead of asking.
 */
export const getPropertyDeleteMessage = async (db: Db, id: number) => {
  const facts = await getPropertyDeleteFacts(db, id);
  if (!facts) throw propertyNotFound();
  return canDeleteProperty(facts) ?? '';
};

/**
 * Admin only. Refused with the first blocker of spec 2 §8 (409, nothing changed); otherwise the
 * property goes with its localities, parcels, features and contact links, and the answer carries the
 * notice about the document folders and the GIS polygon.
 */
export const deleteProperty = async (
  db: Db,
  { id, version }: { id: number; version?: number },
  { user, actor }: Caller,
) => {
  if (!isAdmin(user)) throw forbidden(propertyMessages.deleteAdminOnly);
  return inTransaction(db, async (tx) => {
    if (!(await lockPropertyForDelete(tx, id))) throw propertyNotFound();
    const facts = await getPropertyDeleteFacts(tx, id);
    if (!facts) throw propertyNotFound();
    const blocked = canDeleteProperty(facts);
    if (blocked) throw conflict(blocked);
    await deletePropertyRow(tx, actor, { id, version });
    return { id, message: propertyMessages.deleted(id) };
  });
};

/** The agreement types a service on these properties may have (those of their instruments). */
export const listAgreementTypesForProperties = async (db: Db, propertyIds: number[]) =>
  propertyIds.length === 0
    ? []
    : (await listAgreementTypesByPropertyIds(db, propertyIds)).map(({ id, name }) => ({ id, name }));

/**
 * Which of `ids` are instruments covering the property (a case or an owner's request names only those),
 * each with its Request Notice Period (days).
 */
export const coveringInstrumentIds = (db: Db | Tx, propertyId: number, ids: number[]) =>
  listCoveringInstrumentIds(db, propertyId, ids);

/** The instruments covering a property with their labels and notice periods, by id (what a case or a request may name). */
export const listCoveringInstruments = (db: Db | Tx, propertyId: number) =>
  listCoveringInstrumentRows(db, propertyId);

/** A property's name and project, or undefined when it does not exist. */
export const findPropertyRef = (db: Db | Tx, id: number) => getPropertyRefRow(db, id);
