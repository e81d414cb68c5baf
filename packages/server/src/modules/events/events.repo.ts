import { eventDayInstant } from '@app/domain';
import { desc, eq, sql } from 'drizzle-orm';
import { type ChildParent, childParentTypes } from '../../db/child-parents';
import type { Db, Tx } from '../../db/client';
import { preparedPerKind } from '../../db/prepared';
import { events, eventTypes, users } from '../../db/schema';
import { type Actor, deleteAudited, insertAudited, updateVersioned } from '../../db/tx';

export type NewEvent = {
  instrumentId?: number;
  serviceId?: number;
  typeId: number;
  date: string;
  notes: string | null;
};

/** Inserts one event of an instrument or a service and audits it (the caller holds the transaction). */
export const insertEvent = (tx: Tx, input: NewEvent, actor: Actor) =>
  insertAudited(tx, actor, events, {
    instrumentId: input.instrumentId ?? null,
    serviceId: input.serviceId ?? null,
    eventTypeId: input.typeId,
    date: eventDayInstant(input.date),
    notes: input.notes,
    createdById: actor.userId,
  });

const eventColumns = {
  id: events.id,
  version: events.version,
  instrumentId: events.instrumentId,
  serviceId: events.serviceId,
  eventTypeId: events.eventTypeId,
  eventTypeName: eventTypes.name,
  date: events.date,
  notes: events.notes,
  createdByName: users.name,
};

const selectEvents = (db: Db | Tx) =>
  db
    .select(eventColumns)
    .from(events)
    .innerJoin(eventTypes, eq(eventTypes.id, events.eventTypeId))
    .leftJoin(users, eq(users.id, events.createdById));

export type EventRow = Awaited<ReturnType<typeof getEventRow>> & {};

const parentEvents = preparedPerKind(childParentTypes, (db, type) =>
  selectEvents(db)
    .where(eq(type === 'instrument' ? events.instrumentId : events.serviceId, sql.placeholder('id')))
    .orderBy(desc(events.date), desc(events.id))
    .prepare(`events_of_${type}`),
);

/** A parent's events, date newest first then id descending (spec 3 §9), as the index reads them. */
export const listEventRows = (db: Db, { type, id }: ChildParent) => parentEvents(db)[type].execute({ id });

export const getEventRow = async (db: Db | Tx, id: number) => {
  const [row] = await selectEvents(db).where(eq(events.id, id));
  return row;
};

/**
 * The event as it is now, its row locked until the change commits: the rules read its type, and a
 * concurrent change of that type must not slip between the check and the write.
 */
export const lockEventRow = async (tx: Tx, id: number) => {
  await tx.select({ id: events.id }).from(events).where(eq(events.id, id)).for('update');
  return getEventRow(tx, id);
};

/** An event type with the flags the rules read, or undefined. */
export const getEventType = async (db: Db | Tx, id: number) => {
  const [row] = await db
    .select({
      id: eventTypes.id,
      parentType: eventTypes.parentType,
      archiveDate: eventTypes.archiveDate,
      adminEditOnly: eventTypes.adminEditOnly,
      adminDeleteOnly: eventTypes.adminDeleteOnly,
    })
    .from(eventTypes)
    .where(eq(eventTypes.id, id));
  return row && { ...row, archiveDate: row.archiveDate?.toISOString() ?? null };
};

export const updateEventRow = (
  tx: Tx,
  actor: Actor,
  { id, version, values }: { id: number; version: number; values: Partial<typeof events.$inferInsert> },
) => updateVersioned(tx, actor, events, id, version, values);

export const deleteEventRow = (tx: Tx, actor: Actor, { id, version }: { id: number; version?: number }) =>
  deleteAudited(tx, actor, events, id, version);
