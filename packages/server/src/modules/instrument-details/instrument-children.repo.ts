import { messages } from '@app/domain';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { checkParentExists } from '../../db/child-parents';
import type { Db, Tx } from '../../db/client';
import { rowExists } from '../../db/exists';
import { fieldError } from '../../lib/errors';

/** 404 unless the instrument exists. */
export const checkInstrumentExists = (db: Db | Tx, instrumentId: number) =>
  checkParentExists(db, { type: 'instrument', id: instrumentId });

/** A chosen lookup option must exist: the field's message otherwise (400, not a foreign-key 409). */
export const checkOption = async (
  db: Db | Tx,
  table: PgTable & { id: PgColumn },
  { field, label, id }: { field: string; label: string; id: number | null },
) => {
  if (id !== null && !(await rowExists(db as Db, table, id)))
    throw fieldError(field, messages.required(label));
};
