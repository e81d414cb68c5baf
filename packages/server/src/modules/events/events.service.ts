import {
  type Event,
  type EventCreate,
  type EventUpdate,
  eventDayInstant,
  eventMessages,
  isActiveOption,
  isAdmin,
  mayChooseEventType,
  mayDeleteEvent,
  mayEditEventTypeAndDate,
  todayInDisplayZone,
} from '@app/domain';
import type { Caller } from '../../auth/authenticate';
import { type ChildParent, checkParentExists, parentOf } from '../../db/child-parents';
import type { Db, Tx } from '../../db/client';
import { type Actor, inTransaction } from '../../db/tx';
import { fieldError, forbidden, notFound } from '../../lib/errors';
import {
  deleteEventRow,
  type EventRow,
  getEventRow,
  getEventType,
  insertEvent,
  listEventRows,
  lockEventRow,
  type NewEvent,
  updateEventRow,
} from './events.repo';

const eventNotFound = () => notFound(eventMessages.notFound);

const toEvent = (row: EventRow): Event => ({ ...row, date: row.date.toISOString() });

export const listEvents = async (db: Db, parent: ChildParent): Promise<Event[]> => {
  await checkParentExists(db, parent);
  return (await listEventRows(db, parent)).map(toEvent);
};

/**
 * A type the caller may choose for this parent: of the parent's own list, active (or the event's current
 * one), and admin-edit-only types for admins only.
 */
const checkChosenType = async (
  tx: Tx,
  {
    typeId,
    parentType,
    currentTypeId,
    admin,
  }: { typeId: number; parentType: string; currentTypeId?: number; admin: boolean },
) => {
  const type = await getEventType(tx, typeId);
  if (!type || type.parentType !== parentType || (typeId !== currentTypeId && !isActiveOption(type)))
    throw fieldError('eventTypeId', eventMessages.typeNotOffered);
  if (typeId !== currentTypeId && !mayChooseEventType(type, { isAdmin: admin }))
    throw forbidden(eventMessages.adminOnlyType);
};

/**
 * An event another record's save writes in its own transaction (a service's Open and Closed, an
 * instrument's Executed): its type is the rule's, not a user's choice, so it is written as given.
 */
export const addEvent = (tx: Tx, input: NewEvent, actor: Actor) => insertEvent(tx, input, actor);

export const createEvent = (db: Db, input: EventCreate, { user, actor }: Caller) =>
  inTransaction(db, async (tx) => {
    const parent = parentOf(input);
    await checkParentExists(tx, parent);
    await checkChosenType(tx, { typeId: input.eventTypeId, parentType: parent.type, admin: isAdmin(user) });
    const row = await insertEvent(
      tx,
      {
        [parent.type === 'instrument' ? 'instrumentId' : 'serviceId']: parent.id,
        typeId: input.eventTypeId,
        date: input.date,
        notes: input.notes,
      },
      actor,
    );
    return toEvent((await getEventRow(tx, row.id)) as EventRow);
  });

export const updateEvent = (db: Db, input: EventUpdate, { user, actor }: Caller) =>
  inTransaction(db, async (tx) => {
    const event = await lockEventRow(tx, input.id);
    if (!event) throw eventNotFound();
    const admin = isAdmin(user);
    const currentType = await getEventType(tx, event.eventTypeId);
    // The day as the user sees it: an unchanged day keeps the stored instant.
    const dayChanged = input.date !== todayInDisplayZone(event.date);
    const typeChanged = input.eventTypeId !== event.eventTypeId;
    if ((dayChanged || typeChanged) && !mayEditEventTypeAndDate(currentType, { isAdmin: admin }))
      throw forbidden(eventMessages.adminOnlyTypeAndDate);
    await checkChosenType(tx, {
      typeId: input.eventTypeId,
      parentType: event.instrumentId !== null ? 'instrument' : 'service',
      currentTypeId: event.eventTypeId,
      admin,
    });
    await updateEventRow(tx, actor, {
      id: input.id,
      version: input.version,
      values: {
        eventTypeId: input.eventTypeId,
        notes: input.notes,
        ...(dayChanged && { date: eventDayInstant(input.date) }),
      },
    });
    return toEvent((await getEventRow(tx, input.id)) as EventRow);
  });

export const deleteEvent = (
  db: Db,
  { id, version }: { id: number; version?: number },
  { user, actor }: Caller,
) =>
  inTransaction(db, async (tx) => {
    const event = await lockEventRow(tx, id);
    if (!event) throw eventNotFound();
    if (!mayDeleteEvent(await getEventType(tx, event.eventTypeId), { isAdmin: isAdmin(user) }))
      throw forbidden(eventMessages.adminOnlyDelete);
    await deleteEventRow(tx, actor, { id, version });
    return { id };
  });
