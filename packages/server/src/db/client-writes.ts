import { createHash } from 'node:crypto';
import { clientWriteMessages } from '@app/domain';
import { eq, lt } from 'drizzle-orm';
import { AppError } from '../lib/errors';
import type { Db, Tx } from './client';
import { clientWrites } from './schema';
import { inTransaction } from './tx';

type ClientWrite = {
  /** The device's id of the write (the `Idempotency-Key` header); without one the write just runs. */
  clientId: string | undefined;
  userId: number;
  /** What the write is (e.g. 'service.create'): the same id sent for another kind of write is refused. */
  kind: string;
  /** The request's params and body: the same id sent with another request is refused. */
  request: unknown;
};

/** JSON with every object's keys sorted, so the same request always reads the same. */
const canonicalJson = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
};

export const requestFingerprint = (request: unknown) =>
  createHash('sha256').update(canonicalJson(request)).digest('hex');

/** The IETF idempotency-key draft's answer to a key reused with another request: 422, nothing changes. */
const keyReused = () => new AppError(422, clientWriteMessages.reused);

/**
 * Runs a device's write once. The id is claimed in the write's own transaction, so only a write that
 * committed is remembered: a replay (its answer was lost on the way back) gets the first answer and
 * changes nothing; a write that failed leaves no claim and may be sent again. Two replays at once wait
 * on the claim's key, so the second reads the first's answer. The claim keeps a fingerprint of the
 * request: the same id with another body, kind or user is refused (422) rather than answered with the
 * first write's result, which would silently drop the second write.
 */
export const writeOnce = <T>(
  db: Db,
  { clientId, userId, kind, request }: ClientWrite,
  write: (db: Db) => Promise<T>,
): Promise<T> => {
  if (clientId === undefined) return write(db);
  const fingerprint = requestFingerprint(request);
  return inTransaction(db, async (tx) => {
    const claimed = await tx
      .insert(clientWrites)
      .values({ clientId, userId, kind, fingerprint })
      .onConflictDoNothing()
      .returning({ clientId: clientWrites.clientId });
    if (claimed.length === 0) {
      const [first] = await tx.select().from(clientWrites).where(eq(clientWrites.clientId, clientId));
      // A claim made before fingerprints were kept (null) is compared by kind and user only.
      if (
        !first ||
        first.userId !== userId ||
        first.kind !== kind ||
        (first.fingerprint !== null && first.fingerprint !== fingerprint)
      )
        throw keyReused();
      return first.result as T;
    }
    const result = await write(tx);
    await tx.update(clientWrites).set({ result }).where(eq(clientWrites.clientId, clientId));
    return result;
  });
};

/** Forgets the device writes claimed before `before` (a replay that late is not a lost answer). */
export const pruneClientWrites = async (db: Db | Tx, before: Date) =>
  (
    await db
      .delete(clientWrites)
      .where(lt(clientWrites.createdAt, before))
      .returning({ id: clientWrites.clientId })
  ).length;
