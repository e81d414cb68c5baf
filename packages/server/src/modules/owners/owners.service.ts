import {
  contactDisplayName,
  type HomeListQuery,
  type InstrumentOwnerContacts,
  isNewOwnerTaskOverdue,
  messages,
  type NewOwnerTask,
  newOwnerDueDate,
  type OwnerContact,
  type OwnerContactCreate,
  type OwnerContactMethod,
  type OwnerContactUpdate,
  ownerMessages,
  todayInDisplayZone,
} from '@app/domain';
import type { Caller } from '../../auth/authenticate';
import type { Db, Tx } from '../../db/client';
import { inSnapshot, inTransaction, readAll } from '../../db/tx';
import { fieldError, notFound } from '../../lib/errors';
import {
  contactsByCrmId,
  countOpenTasks,
  deleteOwnerContact,
  insertOwnerContact,
  instrumentExists,
  listInstrumentOwners,
  listOpenTaskRows,
  listOwnerContactRows,
  listPropertyTaskRows,
  listReachedOwners,
  type NewOwnerTaskRow,
  propertyExists,
  updateOwnerContact,
} from './owners.repo';

const byName = (a: { name: string; crmId: string }, b: { name: string; crmId: string }) =>
  a.name.localeCompare(b.name) || a.crmId.localeCompare(b.crmId);

const ownerRef = (row: { crmId: string; name: string | null; fullName: string | null }) => ({
  crmId: row.crmId,
  name: contactDisplayName(row),
});

const instrumentNotFound = () => notFound(messages.entityNotFound('Instrument'));
const contactNotFound = () => notFound('The Owner Contact was not found. It may have been deleted.');

/** The owner contacts of these rows with the owners each reached, by name. */
const withOwners = async (
  db: Db | Tx,
  rows: Awaited<ReturnType<typeof listOwnerContactRows>>,
): Promise<OwnerContact[]> => {
  const reached = await listReachedOwners(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    ...row,
    method: row.method as OwnerContactMethod,
    owners: reached
      .filter((r) => r.ownerContactId === row.id)
      .map(ownerRef)
      .toSorted(byName),
  }));
};

/** GET instrument/{id}/ownerContacts: the card's contacts, newest first, and the owners one may name. */
export const getInstrumentOwnerContacts = async (
  db: Db,
  instrumentId: number,
): Promise<InstrumentOwnerContacts> =>
  inSnapshot(db, async (snapshot) => {
    if (!(await instrumentExists(snapshot, instrumentId))) throw instrumentNotFound();
    const [rows, owners] = await readAll(snapshot, [
      () => listOwnerContactRows(snapshot, { instrumentId }),
      () => listInstrumentOwners(snapshot, instrumentId),
    ]);
    return { items: await withOwners(snapshot, rows), owners: owners.map(ownerRef).toSorted(byName) };
  });

/**
 * The owners named must be Owners of a property the instrument covers; an edit may keep one it already
 * names that is no longer (the owner sold since: the contact is a record of what was done then).
 */
const ownersFor = async (tx: Tx, instrumentId: number, crmIds: string[], kept: number[] = []) => {
  const [found, owners] = await readAll(tx, [
    () => contactsByCrmId(tx, crmIds),
    () => listInstrumentOwners(tx, instrumentId),
  ]);
  const offered = new Set([...owners.map((o) => o.contactId), ...kept]);
  const refused = crmIds.filter((crmId) => {
    const contact = found.find((c) => c.crmId === crmId);
    return !contact || !offered.has(contact.id);
  });
  if (refused.length > 0)
    throw fieldError(
      'crmIds',
      ownerMessages.notAnOwner(
        refused.map((crmId) => {
          const contact = found.find((c) => c.crmId === crmId);
          return contact ? contactDisplayName(contact) : crmId;
        }),
      ),
    );
  return found.map((c) => c.id);
};

const readOne = async (tx: Tx, id: number) => {
  const [row] = await listOwnerContactRows(tx, { id });
  if (!row) throw contactNotFound();
  return (await withOwners(tx, [row]))[0];
};

/** POST ownerContact/create: by the signed-in user, audited. */
export const createOwnerContact = (db: Db, input: OwnerContactCreate, { actor }: Caller) =>
  inTransaction(db, async (tx) => {
    if (!(await instrumentExists(tx, input.instrumentId))) throw instrumentNotFound();
    const contactIds = await ownersFor(tx, input.instrumentId, input.crmIds);
    const id = await insertOwnerContact(tx, actor, {
      instrumentId: input.instrumentId,
      contactedOn: input.contactedOn,
      method: input.method,
      note: input.note,
      byId: actor.userId as number,
      contactIds,
    });
    return readOne(tx, id);
  });

/** PUT ownerContact/update: its date, how, owners and note; who recorded it stays. */
export const updateOwnerContactRecord = (db: Db, input: OwnerContactUpdate, { actor }: Caller) =>
  inTransaction(db, async (tx) => {
    const current = await readOne(tx, input.id);
    const kept = (await listReachedOwners(tx, [input.id])).map((r) => r.contactId);
    const contactIds = await ownersFor(tx, current.instrumentId, input.crmIds, kept);
    await updateOwnerContact(tx, actor, {
      id: input.id,
      version: input.version,
      values: { contactedOn: input.contactedOn, method: input.method, note: input.note },
      contactIds,
    });
    return readOne(tx, input.id);
  });

/** DELETE ownerContact/delete/{id}. */
export const deleteOwnerContactRecord = (
  db: Db,
  { id, version }: { id: number; version?: number },
  { actor }: Caller,
) =>
  inTransaction(db, async (tx) => {
    await readOne(tx, id);
    await deleteOwnerContact(tx, actor, { id, version });
    return { id };
  });

const toTask = (row: NewOwnerTaskRow, today: string): NewOwnerTask => {
  const due = newOwnerDueDate(row.ownerSince);
  return {
    contactLinkId: row.contactLinkId,
    propertyId: row.propertyId,
    propertyName: row.propertyName,
    projectId: row.projectId,
    projectName: row.projectName,
    crmId: row.crmId,
    ownerName: contactDisplayName(row),
    ownerSince: row.ownerSince,
    due,
    overdue: isNewOwnerTaskOverdue(due, today),
  };
};

/** The home tile "New Owners to Contact": every open task, the overdue first (by due date). */
export const listNewOwnerTasks = (db: Db, { page, pageSize }: HomeListQuery, today = todayInDisplayZone()) =>
  inSnapshot(db, async (snapshot) => {
    const [total, rows] = await readAll(snapshot, [
      () => countOpenTasks(snapshot),
      () => listOpenTaskRows(snapshot, { offset: (page - 1) * pageSize, limit: pageSize }),
    ]);
    return { items: rows.map((row) => toTask(row, today)), total, page, pageSize };
  });

/** A property's open tasks (its page's New Owners to Contact). */
export const listPropertyNewOwnerTasks = async (db: Db, propertyId: number, today = todayInDisplayZone()) => {
  if (!(await propertyExists(db, propertyId))) throw notFound(messages.entityNotFound('Property'));
  return (await listPropertyTaskRows(db, propertyId)).map((row) => toTask(row, today));
};
