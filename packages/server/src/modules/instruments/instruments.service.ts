import {
  type AssociateProperties,
  canDeleteInstrument,
  compareAssociatedProperties,
  contactMessages,
  EventType,
  executedEventOf,
  type Instrument,
  type InstrumentCreate,
  InstrumentStatus,
  type InstrumentUpdate,
  instrumentDeleteBlocker,
  instrumentMessages,
  instrumentTitle,
  messages,
  needsExecutedEvent,
  PrimaryContactRoleId,
  sortProjectInstruments,
  todayInDisplayZone,
} from '@app/domain';
import type { Caller } from '../../auth/authenticate';
import type { Db, Tx } from '../../db/client';
import { type LookupList, listOfferedIds, projectExists } from '../../db/exists';
import { type Actor, inSnapshot, inTransaction, readAll } from '../../db/tx';
import { instrumentSummaryFileName, writeInstrumentSummaryXlsx } from '../../exports/instrument-summary-xlsx';
import { badRequest, conflict, fieldError, forbidden, notFound } from '../../lib/errors';
import { addContactLink, contactIdByCrmId } from '../contacts/api';
import { addEvent } from '../events/api';
import { listDetailsForSummary } from '../instrument-details/api';
import { hasOpenReviews } from '../reviews/api';
import { isActiveUser } from '../users/api';
import { listSummaryChildren } from './instrument-summary.repo';
import {
  countProjectInstruments,
  deleteInstrumentRows,
  deletePropertyLink,
  getInstrumentRow,
  insertInstrumentRow,
  insertPropertyLink,
  listCurrentProperties,
  listProjectInstrumentRows,
  listStaffLeadNames,
  lockInstrument,
  lockInstrumentForDelete,
  lockPropertyLinks,
  replaceInstrumentTags,
  replaceSpecificTerms,
  saveUniqueTerms,
  updateInstrumentFolder,
  updateInstrumentRow,
  updatePropertyLink,
} from './instruments.repo';

const instrumentNotFound = () => notFound(messages.entityNotFound('Instrument'));

/** Collects field errors and throws them together, so a form shows every refused field at once. */
const fieldErrors = () => {
  const errors: Record<string, string[]> = {};
  return {
    add: (field: string, message: string) => {
      errors[field] = [message];
    },
    throwIfAny: () => {
      const first = Object.values(errors)[0]?.[0];
      if (first) throw badRequest(first, errors);
    },
  };
};

type AddedEvent = { id: number; eventTypeId: number; date: Date };

/** GET instrument/{id}: the details, the tags and terms, and the properties in the card's order. */
export const getInstrument = async (db: Db, id: number, added: AddedEvent[] = []): Promise<Instrument> => {
  const found = await getInstrumentRow(db, id);
  if (!found) throw instrumentNotFound();
  const { uniqueTerms, associatedProperties: links, ...row } = found;
  const associatedProperties = links.toSorted(
    compareAssociatedProperties(row.projectId) as (
      a: (typeof links)[number],
      b: (typeof links)[number],
    ) => number,
  );
  return {
    ...row,
    primaryProject: { id: row.projectId, name: row.projectName },
    createdAt: row.createdAt.toISOString(),
    uniqueTerms,
    associatedProperties,
    associatedPropertyIds: associatedProperties.map((p) => p.propertyId),
    events: added.map((e) => ({ id: e.id, eventTypeId: e.eventTypeId, date: e.date.toISOString() })),
  };
};

/** GET project/{id}/instruments: the sidebar rows, status then newest first. */
export const listProjectInstruments = async (db: Db, projectId: number) => {
  const [exists, rows] = await readAll(db, [
    () => projectExists(db, projectId),
    () => listProjectInstrumentRows(db, projectId),
  ]);
  if (!exists) throw notFound(messages.entityNotFound('Project'));
  return sortProjectInstruments(rows).map((row) => ({ ...row, title: instrumentTitle(row) }));
};

export type NewInstrument = {
  projectId: number;
  agreementTypeId: number;
  staffLeadId: number | null;
  notes: string | null;
  localityId: number | null;
  /** The primary contact, linked in the Grantor role. */
  contactId: number;
  propertyIds: readonly number[];
};

/**
 * A new instrument (Pending, opened today) with its primary contact as Grantor and an all-N/A link to
 * each property. The caller holds the transaction and has checked the references; project create
 * (its first instrument) and instrument create both come here.
 */
export const insertNewInstrument = async (tx: Tx, actor: Actor, input: NewInstrument) => {
  const instrument = await insertInstrumentRow(tx, actor, {
    projectId: input.projectId,
    statusId: InstrumentStatus.Pending,
    agreementTypeId: input.agreementTypeId,
    staffLeadId: input.staffLeadId ?? actor.userId,
    notes: input.notes,
    openDate: todayInDisplayZone(),
    localityId: input.localityId,
  });
  await addContactLink(tx, actor, {
    contactId: input.contactId,
    projectId: input.projectId,
    parent: { type: 'instrument', id: instrument.id },
    notes: null,
    roleIds: [PrimaryContactRoleId],
  });
  for (const propertyId of input.propertyIds)
    await insertPropertyLink(tx, actor, { instrumentId: instrument.id, propertyId });
  return instrument;
};

/**
 * POST instrument/create (New Instrument page): answers the new id. The properties must be Current
 * (any project's: cross-project ones are allowed); the locality is the first own property's primary one.
 */
export const createInstrument = (db: Db, input: InstrumentCreate, actor: Actor) =>
  inTransaction(db, async (tx) => {
    const errors = fieldErrors();
    if (!(await projectExists(tx, input.projectId))) throw fieldError('projectId', messages.projectExists);
    if ((await listOfferedIds(tx, 'agreementTypes', [input.agreementTypeId])).size === 0)
      errors.add('agreementTypeId', instrumentMessages.optionNotOffered('Agreement Type'));
    const contactId = await contactIdByCrmId(tx, input.primaryContactCrmId);
    if (contactId === undefined)
      errors.add('primaryContactCrmId', contactMessages.unknownContacts([input.primaryContactCrmId]));
    if (input.staffLead !== null && !(await isActiveUser(tx, input.staffLead)))
      errors.add('staffLead', messages.userNotFound);
    const current = await listCurrentProperties(tx, input.associatedPropertyIds);
    const found = new Map(current.map((p) => [p.id, p]));
    input.associatedPropertyIds.forEach((id, index) => {
      if (!found.has(id)) errors.add(`associatedPropertyIds.${index}`, instrumentMessages.propertyNotFound);
    });
    errors.throwIfAny();
    const own = input.associatedPropertyIds
      .map((id) => found.get(id))
      .find((p) => p?.projectId === input.projectId);
    const instrument = await insertNewInstrument(tx, actor, {
      projectId: input.projectId,
      agreementTypeId: input.agreementTypeId,
      staffLeadId: input.staffLead,
      notes: input.notes,
      localityId: own?.primaryLocalityId ?? null,
      contactId: contactId as number,
      propertyIds: input.associatedPropertyIds,
    });
    return { id: instrument.id };
  });

/** Each chosen option must be offered, unless the instrument already has it (an archived value stays). */
const checkOptions = async (
  tx: Tx,
  errors: ReturnType<typeof fieldErrors>,
  choices: { field: string; label: string; list: LookupList; ids: number[]; kept: number[] }[],
) => {
  for (const { field, label, list, ids, kept } of choices) {
    const asked = ids.filter((id) => !kept.includes(id));
    const offered = await listOfferedIds(tx, list, asked);
    ids.forEach((id, index) => {
      if (!kept.includes(id) && !offered.has(id))
        errors.add(
          ids.length > 1 || field.endsWith('Ids') ? `${field}.${index}` : field,
          instrumentMessages.optionNotOffered(label),
        );
    });
  }
};

/**
 * PUT instrument/update (version-checked), under the instrument's row lock. A move to Active from
 * another status needs the Executed event (saved with the instrument, and the executed date taken
 * from it when none is given) and no open review. Answers the instrument with the event it added.
 */
export const updateInstrument = (db: Db, input: InstrumentUpdate, actor: Actor) =>
  inTransaction(db, async (tx) => {
    const before = await lockInstrument(tx, input.id);
    if (!before) throw instrumentNotFound();
    const current = await getInstrumentRow(tx, input.id);
    if (!current) throw instrumentNotFound();
    const errors = fieldErrors();
    const kept = (value: number | null) => (value === null ? [] : [value]);
    await checkOptions(tx, errors, [
      {
        field: 'statusId',
        label: 'Instrument Status',
        list: 'instrumentStatuses',
        ids: [input.statusId],
        kept: [before.statusId],
      },
      {
        field: 'typeId',
        label: 'Instrument Type',
        list: 'instrumentTypes',
        ids: kept(input.typeId),
        kept: kept(before.typeId),
      },
      {
        field: 'agreementTypeId',
        label: 'Agreement Type',
        list: 'agreementTypes',
        ids: [input.agreementTypeId],
        kept: [before.agreementTypeId],
      },
      {
        field: 'localityId',
        label: 'Locality',
        list: 'localities',
        ids: kept(input.localityId),
        kept: kept(before.localityId),
      },
      {
        field: 'tagTypeIds',
        label: 'Instrument Tag',
        list: 'tagTypes',
        ids: input.tagTypeIds,
        kept: current.tagTypeIds,
      },
      {
        field: 'specificTermIds',
        label: 'Specific Term',
        list: 'specificTerms',
        ids: input.specificTermIds,
        kept: current.specificTermIds,
      },
    ]);
    if (
      input.staffLead !== null &&
      input.staffLead !== before.staffLeadId &&
      !(await isActiveUser(tx, input.staffLead))
    )
      errors.add('staffLead', messages.userNotFound);
    const executed = needsExecutedEvent(before.statusId, input.statusId)
      ? executedEventOf(input.events)
      : undefined;
    if (needsExecutedEvent(before.statusId, input.statusId)) {
      if (!executed) errors.add('events', instrumentMessages.executedEventRequired);
      else if (await hasOpenReviews(tx, { instrumentId: input.id }))
        errors.add('statusId', instrumentMessages.openReviews);
    }
    errors.throwIfAny();

    await updateInstrumentRow(tx, actor, {
      id: input.id,
      version: input.version,
      values: {
        statusId: input.statusId,
        typeId: input.typeId,
        agreementTypeId: input.agreementTypeId,
        instrumentNumber: input.instrumentNumber,
        localityId: input.localityId,
        deedBookPage: input.deedBookPage,
        staffLeadId: input.staffLead,
        notes: input.notes,
        executedDate: input.executedDate ?? executed?.date ?? null,
        recordedDate: input.recordedDate,
        conservationValuesStatement: input.conservationValuesStatement,
        requestNoticePeriodDays: input.requestNoticePeriodDays,
      },
    });
    await replaceInstrumentTags(tx, actor, {
      instrumentId: input.id,
      before: current.tagTypeIds,
      after: input.tagTypeIds,
    });
    await replaceSpecificTerms(tx, actor, {
      instrumentId: input.id,
      before: current.specificTermIds,
      after: input.specificTermIds,
    });
    await saveUniqueTerms(tx, actor, { instrumentId: input.id, terms: input.uniqueTerms });
    const added = executed
      ? [
          await addEvent(
            tx,
            {
              instrumentId: input.id,
              typeId: EventType.Executed,
              date: executed.date,
              notes: executed.notes,
            },
            actor,
          ),
        ]
      : [];
    return getInstrument(tx, input.id, added);
  });

/**
 * PUT instrument/associatePropertiesToInstrument: the instrument's properties become the set sent, each
 * with its values. Under the instrument's row lock (its version bumps, so two editors cannot both save a
 * set read before the other's), the links are read, then changed, added and removed.
 */
export const associateProperties = (db: Db, input: AssociateProperties, actor: Actor) =>
  inTransaction(db, async (tx) => {
    if (!(await lockInstrument(tx, input.id))) throw instrumentNotFound();
    await updateInstrumentRow(tx, actor, { id: input.id, version: input.version, values: {} });
    const links = await lockPropertyLinks(tx, input.id);
    const linked = new Map(links.map((link) => [link.propertyId, link]));
    const added = input.propertyInstruments.filter((p) => !linked.has(p.propertyId));
    // A new link needs a Current property (any project's); an existing one stays whatever its status.
    const current = new Set(
      (
        await listCurrentProperties(
          tx,
          added.map((p) => p.propertyId),
        )
      ).map((p) => p.id),
    );
    const errors = fieldErrors();
    input.propertyInstruments.forEach((p, index) => {
      if (!linked.has(p.propertyId) && !current.has(p.propertyId))
        errors.add(`propertyInstruments.${index}.propertyId`, instrumentMessages.propertyNotFound);
    });
    errors.throwIfAny();
    const kept = new Set(input.propertyInstruments.map((p) => p.propertyId));
    for (const link of links) if (!kept.has(link.propertyId)) await deletePropertyLink(tx, actor, link.id);
    for (const { propertyId, ...values } of input.propertyInstruments) {
      const before = linked.get(propertyId);
      if (before) await updatePropertyLink(tx, actor, { before, values });
      else await insertPropertyLink(tx, actor, { instrumentId: input.id, propertyId, ...values });
    }
    return getInstrument(tx, input.id);
  });

/**
 * DELETE instrument/delete/{id}: Admin only; refused with the first blocker of spec 3 §8 (409, nothing
 * changed), read under the project's and the instrument's locks; otherwise everything under the
 * instrument goes with it, and the answer carries the notice about the Box folders.
 */
export const deleteInstrument = async (
  db: Db,
  { id, version }: { id: number; version?: number },
  { user, actor }: Caller,
) => {
  if (!canDeleteInstrument(user)) throw forbidden(instrumentMessages.deleteAdminOnly);
  return inTransaction(db, async (tx) => {
    const row = await lockInstrumentForDelete(tx, id);
    if (!row) throw instrumentNotFound();
    const links = await lockPropertyLinks(tx, id);
    const blocked = instrumentDeleteBlocker({
      statusId: row.statusId,
      instrumentsInProject: await countProjectInstruments(tx, row.projectId),
      links,
    });
    if (blocked) throw conflict(blocked);
    await deleteInstrumentRows(tx, actor, { id, version });
    return { id, notice: instrumentMessages.deletedNotice };
  });
};

export const updateDocumentFolder = (
  db: Db,
  { id, folderId }: { id: number; folderId: string },
  actor: Actor,
) =>
  inTransaction(db, async (tx) => {
    if (!(await updateInstrumentFolder(tx, actor, id, folderId))) throw instrumentNotFound();
    return { id, documentFolderId: folderId };
  });

export const staffLeadNames = (db: Db) => listStaffLeadNames(db);

/** GET instrument/{id}/ExportExcelEasmentReport: the Instrument Summary Output workbook. */
export const exportInstrumentSummary = async (db: Db, id: number) => {
  const [instrument, children, details] = await inSnapshot(db, (snapshot) =>
    readAll(snapshot, [
      () => getInstrument(snapshot, id),
      () => listSummaryChildren(snapshot, id),
      () => listDetailsForSummary(snapshot, id),
    ]),
  );
  return {
    fileName: instrumentSummaryFileName(id),
    stream: writeInstrumentSummaryXlsx({ instrument, ...children, ...details }),
  };
};
