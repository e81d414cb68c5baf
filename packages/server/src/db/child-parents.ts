import { messages } from '@app/domain';
import { eq, sql } from 'drizzle-orm';
import { notFound } from '../lib/errors';
import type { Db, Tx } from './client';
import { preparedPerKind } from './prepared';
import { instruments, services } from './schema';

/** The record an event or a review belongs to. */
export const childParentTypes = ['instrument', 'service'] as const;
export type ChildParentType = (typeof childParentTypes)[number];
export type ChildParent = { type: ChildParentType; id: number };

const tables = { instrument: instruments, service: services } as const;
const labels = { instrument: 'Instrument', service: 'Service' } as const;

export const parentNotFound = (type: ChildParentType) => notFound(messages.entityNotFound(labels[type]));

/** The parent of a create request: exactly one of the two ids is set (the schemas make sure). */
export const parentOf = (input: { instrumentId: number | null; serviceId: number | null }): ChildParent =>
  input.instrumentId !== null
    ? { type: 'instrument', id: input.instrumentId }
    : { type: 'service', id: input.serviceId as number };

const parentIds = preparedPerKind(childParentTypes, (db, type) =>
  db
    .select({ id: tables[type].id })
    .from(tables[type])
    .where(eq(tables[type].id, sql.placeholder('id')))
    .prepare(`${type}_exists`),
);

/** 404 unless the instrument or service exists. */
export const checkParentExists = async (db: Db | Tx, { type, id }: ChildParent) => {
  const [row] = await parentIds(db)[type].execute({ id });
  if (!row) throw parentNotFound(type);
};

/**
 * Locks the instrument or service row (404 when absent) so a rule read over its children (no open
 * review left, each purpose once) holds until the change commits: the parent's own save locks it too.
 */
export const lockParent = async (tx: Tx, { type, id }: ChildParent) => {
  const table = tables[type];
  const [row] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id)).for('update');
  if (!row) throw parentNotFound(type);
};
