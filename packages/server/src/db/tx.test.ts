import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../lib/errors';
import { concurrentQueryMessage, refuseConcurrentQueries } from '../test/one-query-per-connection';
import { openTestDatabase } from '../test/test-app';
import type { Database } from './client';
import { auditLog, projects } from './schema';
import { deleteAudited, inSnapshot, insertAudited, inTransaction, readAll, updateVersioned } from './tx';

let database: Database;
const alice = { userId: null, name: 'Alice Example' };
const bob = { userId: null, name: 'Bob Example' };

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const auditRows = (recordId: number) =>
  database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.tableName, 'projects'), eq(auditLog.recordId, recordId)));

describe('the transaction helper', () => {
  it('audits a create, an update and a delete with before and after', async () => {
    const { db } = database;
    const created = await inTransaction(db, (tx) =>
      insertAudited(tx, alice, projects, { name: 'Audit trail' }),
    );
    expect(created.version).toBe(1);
    const updated = await inTransaction(db, (tx) =>
      updateVersioned(tx, bob, projects, created.id, 1, { name: 'Audit trail renamed' }),
    );
    expect(updated).toMatchObject({ name: 'Audit trail renamed', version: 2 });
    await inTransaction(db, (tx) => deleteAudited(tx, alice, projects, created.id, 2));
    const rows = await auditRows(created.id);
    expect(rows.map((r) => [r.action, r.userName])).toEqual([
      ['create', 'Alice Example'],
      ['update', 'Bob Example'],
      ['delete', 'Alice Example'],
    ]);
    expect(rows[1].before).toMatchObject({ name: 'Audit trail', version: 1 });
    expect(rows[1].after).toMatchObject({ name: 'Audit trail renamed', version: 2 });
  });

  it('refuses a stale version with 409 naming who changed it, and changes nothing', async () => {
    const { db } = database;
    const created = await inTransaction(db, (tx) =>
      insertAudited(tx, alice, projects, { name: 'Stale check' }),
    );
    await inTransaction(db, (tx) =>
      updateVersioned(tx, bob, projects, created.id, 1, { name: 'Bob was here' }),
    );
    const stale = inTransaction(db, (tx) =>
      updateVersioned(tx, alice, projects, created.id, 1, { name: 'Alice too late' }),
    );
    await expect(stale).rejects.toBeInstanceOf(AppError);
    await expect(stale).rejects.toMatchObject({
      statusCode: 409,
      message: expect.stringContaining('by Bob Example at'),
    });
    const [row] = await db.select().from(projects).where(eq(projects.id, created.id));
    expect(row).toMatchObject({ name: 'Bob was here', version: 2 });
    expect(await auditRows(created.id)).toHaveLength(2);
  });

  it('summarises long texts such as a photo in the audit log instead of copying them', async () => {
    const photo = `data:image/png;base64,${'A'.repeat(5000)}`;
    const created = await inTransaction(database.db, (tx) =>
      insertAudited(tx, alice, projects, { name: 'With a photo', photo }),
    );
    const [row] = await auditRows(created.id);
    expect(row.after).toMatchObject({ name: 'With a photo', photo: `[${photo.length} characters]` });
  });

  it('answers 404 for a record that is gone', async () => {
    const missing = inTransaction(database.db, (tx) =>
      updateVersioned(tx, alice, projects, 987654, 1, { name: 'x' }),
    );
    await expect(missing).rejects.toMatchObject({ statusCode: 404 });
  });

  it('leaves nothing behind when a later step of the same save fails', async () => {
    const { db } = database;
    const before = await db.select({ id: projects.id }).from(projects);
    const failing = inTransaction(db, async (tx) => {
      await insertAudited(tx, alice, projects, { name: 'First step' });
      // The database refuses the second step (name longer than 50): the first must roll back too.
      await insertAudited(tx, alice, projects, { name: 'x'.repeat(51) });
    });
    await expect(failing).rejects.toThrow();
    const after = await db.select({ id: projects.id }).from(projects);
    expect(after).toHaveLength(before.length);
  });
});

describe('reads side by side (readAll)', () => {
  /** Runs three reads of a few milliseconds each through readAll and answers how many ran at once at most. */
  const mostAtOnce = async (db: Database['db']) => {
    let running = 0;
    let most = 0;
    const read = (value: number) => async () => {
      running++;
      most = Math.max(most, running);
      await db.execute(sql`select pg_sleep(0.01)`);
      running--;
      return value;
    };
    expect(await readAll(db, [read(1), read(2), read(3)])).toEqual([1, 2, 3]);
    return most;
  };

  it('take turns inside a transaction or snapshot, whose one connection runs one query at a time', async () => {
    expect(await inTransaction(database.db, (tx) => mostAtOnce(tx))).toBe(1);
    expect(await inSnapshot(database.db, (snapshot) => mostAtOnce(snapshot))).toBe(1);
    expect(await mostAtOnce(database.db)).toBe(3);
  });

  it('are what the tests on PostgreSQL check: a second query sent on a busy connection is refused', async () => {
    refuseConcurrentQueries();
    // Never connected, so its first query waits in the connection's queue for good (nothing is opened):
    // the second is refused at once.
    const client = new pg.Client();
    client.query('select 1').catch(() => {});
    expect(() => client.query('select 2')).toThrow(concurrentQueryMessage);
  });
});
