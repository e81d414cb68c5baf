import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../client';
import { scratchDatabase } from '../scratch-database';
import { type Query, withSession } from './session';

/** A new, empty database of the engine the suite runs on: in-memory PGlite, or a new PostgreSQL database. */
export const openEmptyDatabase = async (): Promise<Database> => {
  const template = inject('postgresTemplate');
  if (!template) return openDatabase({});
  const scratch = await scratchDatabase(template, {
    suffix: `restore_${process.pid}_${Math.random().toString(36).slice(2, 8)}`,
    copy: false,
  });
  const database = await openDatabase({ databaseUrl: scratch.url, poolSize: 4 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
};

export const rows = <T>(database: Pick<Database, 'db' | 'kind'>, text: string, params?: unknown[]) =>
  withSession(database, ({ query }) => query<T>(text, params));

/**
 * A stored photo of a demo service as the upload leaves it: its original in parts (the second a byte
 * offset, as uploads store them) and its thumbnail. Answers its id and SHA-256.
 */
export const addPhoto = async (query: Query, bytes = randomBytes(1_200_000)) => {
  const [{ id: serviceId }] = await query<{ id: number }>('select id from services order by id limit 1');
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const [{ id }] = await query<{ id: number }>(
    `insert into service_photos (service_id, client_id, sha256, size_bytes, received, content_type, taken_at, completed_at)
     values ($1, $2, $3, $4, $4, 'image/jpeg', now(), now()) returning id`,
    [serviceId, randomUUID(), sha256, bytes.length],
  );
  const part = (kind: string, seq: number, slice: Buffer) =>
    query(`insert into photo_parts (photo_id, kind, seq, bytes) values ($1, $2, $3, decode($4, 'base64'))`, [
      id,
      kind,
      seq,
      slice.toString('base64'),
    ]);
  const first = Math.min(1_048_576, bytes.length);
  await part('original', 0, bytes.subarray(0, first));
  if (bytes.length > first) await part('original', first, bytes.subarray(first));
  await part('thumbnail', 0, bytes.subarray(0, 2000));
  return { id, sha256 };
};

/**
 * A database another process may open, filled as the suite's template: a PGlite dump's path, or the
 * URL of a new PostgreSQL database copied from the template (dropped by `drop`).
 */
export const templateCopy = async (): Promise<{ source: string; drop: () => Promise<void> }> => {
  const template = inject('postgresTemplate');
  if (!template) return { source: inject('pgliteTemplate'), drop: async () => {} };
  const scratch = await scratchDatabase(template, { suffix: `kill_${process.pid}`, copy: true });
  return { source: scratch.url, drop: scratch.drop };
};
