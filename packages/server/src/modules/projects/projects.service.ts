import {
  contactMessages,
  type DocumentFolderUpdate,
  isAdmin,
  messages,
  type Project,
  type ProjectCreate,
  ProjectStatus,
  type ProjectUpdate,
  photoSizeError,
  projectDeletedNotice,
  projectDeleteMessage,
  projectMessages,
  readImageHeader,
} from '@app/domain';
import type { Caller } from '../../auth/authenticate';
import type { Db, Tx } from '../../db/client';
import { listOfferedIds, projectExists } from '../../db/exists';
import { inSnapshot, inTransaction, readAll } from '../../db/tx';
import { badRequest, conflict, fieldError, forbidden } from '../../lib/errors';
import { contactIdByCrmId } from '../contacts/api';
import { insertNewInstrument } from '../instruments/api';
import { addProperty } from '../properties/api';
import { isActiveUser } from '../users/api';
import { listLatestEvents, projectNotFound } from './project-summary.service';
import {
  deleteProjectRows,
  getDeleteFacts,
  getProjectPhoto,
  getProjectRow,
  insertProjectRow,
  lockProjectProperties,
  lockProjectState,
  updateProjectRow,
} from './projects.repo';

export type { Caller };

export const getProject = async (db: Db, projectId: number): Promise<Project> => {
  const [row, latestEvents] = await inSnapshot(db, (snapshot) =>
    readAll(snapshot, [
      () => getProjectRow(snapshot, projectId),
      () => listLatestEvents(snapshot, projectId),
    ]),
  );
  if (!row) throw projectNotFound();
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    lastEditedAt: row.lastEditedAt.toISOString(),
    latestEvents,
  };
};

/** Answers every field whose chosen record does not exist or is no longer offered, at once. */
const checkCreateReferences = async (tx: Tx, { instrument, property }: ProjectCreate) => {
  const errors: Record<string, string[]> = {};
  const refuse = (field: string, message: string) => {
    errors[field] = [message];
  };
  if ((await listOfferedIds(tx, 'agreementTypes', [instrument.agreementTypeId])).size === 0)
    refuse('instrument.agreementTypeId', projectMessages.optionNotOffered('Agreement Type'));
  const contactId = await contactIdByCrmId(tx, instrument.primaryContactCrmId);
  if (contactId === undefined)
    refuse(
      'instrument.primaryContactCrmId',
      contactMessages.unknownContacts([instrument.primaryContactCrmId]),
    );
  if (instrument.staffLeadId !== null && !(await isActiveUser(tx, instrument.staffLeadId)))
    refuse('instrument.staffLeadId', messages.userNotFound);
  const offered = await listOfferedIds(tx, 'localities', [
    property.primaryLocalityId,
    ...property.additionalLocalityIds,
  ]);
  if (!offered.has(property.primaryLocalityId))
    refuse('property.primaryLocalityId', projectMessages.optionNotOffered('Locality'));
  property.additionalLocalityIds.forEach((id, index) => {
    if (!offered.has(id))
      refuse(`property.additionalLocalityIds.${index}`, projectMessages.optionNotOffered('Locality'));
  });
  const first = Object.values(errors)[0]?.[0];
  if (first) throw badRequest(first, errors);
  return { contactId: contactId as number };
};

/**
 * Creates the project (status Active), its first instrument (Pending, opened today, in the property's
 * primary locality, the primary contact on it as Grantor) and its first property (Current, with its
 * localities, covered by that instrument) in one transaction: any failure leaves none of it behind.
 */
export const createProject = (db: Db, input: ProjectCreate, { actor }: Caller) =>
  inTransaction(db, async (tx) => {
    const { contactId } = await checkCreateReferences(tx, input);
    const { instrument, property } = input;
    const project = await insertProjectRow(tx, actor, {
      name: input.name,
      description: input.description,
      statusId: ProjectStatus.Active,
      createdById: actor.userId,
      lastEditedById: actor.userId,
    });
    const newProperty = await addProperty(tx, actor, {
      projectId: project.id,
      name: property.name,
      localityIds: [property.primaryLocalityId, ...property.additionalLocalityIds],
    });
    await insertNewInstrument(tx, actor, {
      projectId: project.id,
      agreementTypeId: instrument.agreementTypeId,
      staffLeadId: instrument.staffLeadId,
      notes: instrument.notes,
      localityId: property.primaryLocalityId,
      contactId,
      propertyIds: [newProperty.id],
    });
    return { id: project.id };
  });

/** Name, description and status; a status change must pick an offered status (an archived one may stay). */
export const updateProject = async (
  db: Db,
  { id, input }: { id: number; input: ProjectUpdate },
  { actor }: Caller,
) => {
  await inTransaction(db, async (tx) => {
    const current = await lockProjectState(tx, id);
    if (!current) throw projectNotFound();
    const changesStatus = input.statusId !== current.statusId;
    if (changesStatus && (await listOfferedIds(tx, 'projectStatuses', [input.statusId])).size === 0)
      throw fieldError('statusId', projectMessages.optionNotOffered('Status'));
    await updateProjectRow(tx, actor, {
      id,
      version: input.version,
      values: {
        name: input.name,
        description: input.description,
        statusId: input.statusId,
        lastEditedById: actor.userId,
      },
    });
  });
  return getProject(db, id);
};

/** The photo as its data URI, or '' when the project has none. */
export const getPhoto = async (db: Db, projectId: number) => {
  const row = await getProjectPhoto(db, projectId);
  if (!row) throw projectNotFound();
  return row.photo ?? '';
};

/**
 * Stores an uploaded photo on the project as a data URI of its real type, refusing what is no image or
 * has more pixels than a browser should decode. Only the photo changes, so
 * it is saved over whatever version is current (the edit page saves the other fields first).
 */
export const uploadPhoto = async (
  db: Db,
  { id, bytes }: { id: number; bytes: Uint8Array },
  { actor }: Caller,
) => {
  const header = readImageHeader(bytes);
  if (!header) throw fieldError('formFile', projectMessages.photoNotImage);
  const tooLarge = photoSizeError(header);
  if (tooLarge) throw fieldError('formFile', tooLarge);
  const photo = `data:${header.type};base64,${Buffer.from(bytes).toString('base64')}`;
  return inTransaction(db, async (tx) => {
    const current = await lockProjectState(tx, id);
    if (!current) throw projectNotFound();
    const row = await updateProjectRow(tx, actor, {
      id,
      version: current.version,
      values: { photo, lastEditedById: actor.userId },
    });
    return { version: row.version };
  });
};

/** Sets the Box folder; checked against the version when the page sends one. */
export const updateDocumentFolder = (
  db: Db,
  { id, input }: { id: number; input: DocumentFolderUpdate },
  { actor }: Caller,
) =>
  inTransaction(db, async (tx) => {
    const current = await lockProjectState(tx, id);
    if (!current) throw projectNotFound();
    const row = await updateProjectRow(tx, actor, {
      id,
      version: input.version ?? current.version,
      values: { documentFolderId: input.folderId, lastEditedById: actor.userId },
    });
    return { documentFolderId: input.folderId, version: row.version };
  });

/** The blockers of deleting the project, '' when it may be deleted (spec 2 §8). */
export const getDeleteMessage = async (db: Db, projectId: number) => {
  const [exists, facts] = await readAll(db, [
    () => projectExists(db, projectId),
    () => getDeleteFacts(db, projectId),
  ]);
  if (!exists) throw projectNotFound();
  return projectDeleteMessage(facts);
};

/** Admin only; refused with the blockers' message (409) unless every one is clear, then all or nothing. */
export const deleteProject = async (db: Db, id: number, { user, actor }: Caller) => {
  if (!isAdmin(user)) throw forbidden(projectMessages.deleteAdminOnly);
  return inTransaction(db, async (tx) => {
    if (!(await lockProjectState(tx, id))) throw projectNotFound();
    await lockProjectProperties(tx, id);
    const blocked = projectDeleteMessage(await getDeleteFacts(tx, id));
    if (blocked) throw conflict(blocked);
    await deleteProjectRows(tx, actor, id);
    return { id, notice: projectDeletedNotice };
  });
};
