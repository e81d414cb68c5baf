import { clientWriteMessages } from '@app/domain';
import { eq } from 'drizzle-orm';
import { conflict } from '../lib/errors';
import type { Db } from './client';
import { clientWrites } from './schema';
import { inTransaction } from './tx';

type ClientWrite = {
  /** The device's id of the write (the `Idempotency-Key` header); without one the write just runs. */
  clientId: string | undefined;
  userId: number;
  /** What the write is (e.g. 'service.create'): the same id sent for another kind of write is refused. */
  kind: string;
};

/**
 * Runs a device's write once. The id is claimed in the write's own transaction, so only a write that
 * committed is remembered: a replay (its answer was lost on the way back) gets the first answer and
 * changes nothing; a write that failed leaves no claim and may be sent again. Two replays at once wait
 * on the claim's key, so the second reads the first's answer.
 */
export const writeOnce = <T>(
  db: Db,
  { clientId, userId, kind }: ClientWrite,
  write: (db: Db) => Promise<T>,
): Promise<T> => {
  if (clientId === undefined) return write(db);
  return inTransaction(db, async (tx) => {
    const claimed = await tx
      .insert(clientWrites)
      .values({ clientId, userId, kind })
      .onConflictDoNothing()
      .returning({ clientId: clientWrites.clientId });
    if (claimed.length === 0) {
      const [first] = await tx.select().from(clientWrites).where(eq(clientWrites.clientId, clientId));
      if (!first || first.userId !== userId || first.kind !== kind)
        throw conflict(clientWriteMessages.reused);
      return first.result as T;
    }
    const result = await write(tx);
    await tx.update(clientWrites).set({ result }).where(eq(clientWrites.clientId, clientId));
    return result;
  });
};
