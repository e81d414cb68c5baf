import { eventDayInstant } from '@app/domain';
import type { Tx } from '../../db/client';
import { events } from '../../db/schema';
import { type Actor, insertAudited } from '../../db/tx';

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
