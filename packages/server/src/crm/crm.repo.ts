import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import * as schema from '../db/schema';
import { crmDirectoryAccounts, crmJournalEntries, crmSyncRuns, users } from '../db/schema';
import { type CrmAccount, CrmNameMaxLength } from './crm-connector';

type Executor = Db | Tx;

/** The fields of an account as the directory stores them (its modification time is set by the writer). */
export type DirectoryAccountInput = Omit<CrmAccount, 'modifiedAt'>;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Multi-row inserts stay far below PostgreSQL's 65,535 bind parameters (10 columns a row). */
const batchSize = 1000;

const inBatches = <T>(items: T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / batchSize) }, (_, i) =>
    items.slice(i * batchSize, (i + 1) * batchSize),
  );

// ---- The built-in directory ----

/** One page of the directory, by id after `afterId` (keyset paging stays fast deep into 300k rows). */
export const listDirectoryAccountsPage = (
  db: Executor,
  { changedSince, afterId, limit }: { changedSince?: Date; afterId: number; limit: number },
) =>
  db
    .select()
    .from(crmDirectoryAccounts)
    .where(
      and(
        gt(crmDirectoryAccounts.id, afterId),
        changedSince ? gt(crmDirectoryAccounts.modifiedAt, changedSince) : undefined,
      ),
    )
    .orderBy(asc(crmDirectoryAccounts.id))
    .limit(limit);

export const getDirectoryAccount = async (db: Executor, crmId: string) => {
  const [row] = await db
    .select()
    .from(crmDirectoryAccounts)
    .where(eq(crmDirectoryAccounts.crmId, crmId))
    .limit(1);
  return row ?? null;
};

export const listKnownDirectoryCrmIds = async (db: Executor, crmIds: string[]) => {
  if (crmIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ crmId: crmDirectoryAccounts.crmId })
    .from(crmDirectoryAccounts)
    .where(inArray(crmDirectoryAccounts.crmId, crmIds));
  return new Set(rows.map((r) => r.crmId));
};

export const insertJournalEntries = async (
  db: Executor,
  rows: { crmId: string; journalName: string; sentById: number | null }[],
) => {
  if (rows.length > 0) await db.insert(crmJournalEntries).values(rows);
};

export const listJournalEntryRows = (db: Executor, { limit }: { limit: number }) =>
  db
    .select({
      id: crmJournalEntries.id,
      crmId: crmJournalEntries.crmId,
      journalName: crmJournalEntries.journalName,
      sentById: crmJournalEntries.sentById,
      sentByName: users.name,
      sentAt: crmJournalEntries.sentAt,
    })
    .from(crmJournalEntries)
    .leftJoin(users, eq(users.id, crmJournalEntries.sentById))
    .orderBy(desc(crmJournalEntries.sentAt), desc(crmJournalEntries.id))
    .limit(limit);

/**
 * Adds new accounts and updates changed ones (a CSV import). An unchanged row keeps its modification
 * time, so the next incremental sync does not pull it again. Run it in a transaction.
 */
export const upsertDirectoryAccounts = async (
  tx: Executor,
  accounts: DirectoryAccountInput[],
  modifiedAt: Date,
) => {
  let created = 0;
  let updated = 0;
  for (const batch of inBatches(accounts)) {
    const rows = await tx
      .insert(crmDirectoryAccounts)
      .values(batch.map((a) => ({ ...a, modifiedAt })))
      .onConflictDoUpdate({
        target: crmDirectoryAccounts.crmId,
        set: {
          name: sql`excluded.name`,
          fullName: sql`excluded.full_name`,
          address: sql`excluded.address`,
          city: sql`excluded.city`,
          state: sql`excluded.state`,
          postalCode: sql`excluded.postal_code`,
          email: sql`excluded.email`,
          phones: sql`excluded.phones`,
          modifiedAt: sql`excluded.modified_at`,
        },
        setWhere: sql`(crm_directory_accounts.name, crm_directory_accounts.full_name, crm_directory_accounts.address,
            crm_directory_accounts.city, crm_directory_accounts.state, crm_directory_accounts.postal_code,
            crm_directory_accounts.email, crm_directory_accounts.phones)
          is distinct from (excluded.name, excluded.full_name, excluded.address, excluded.city, excluded.state,
            excluded.postal_code, excluded.email, excluded.phones)`,
      })
      // xmax is 0 on a freshly inserted row version and set on an updated one.
      .returning({ created: sql<boolean>`(xmax = 0)` });
    created += rows.filter((r) => r.created).length;
    updated += rows.length - rows.filter((r) => r.created).length;
  }
  return { created, updated };
};

// ---- The sync ----

/**
 * Runs `fn` on one database session for its whole duration, so that session state (a temp table, a
 * session advisory lock) lasts across its statements and transactions: a connection checked out of
 * the pool on PostgreSQL (closed afterwards, which also drops anything left behind), or PGlite's only
 * session. Other work keeps using the pool meanwhile.
 */
export const withDedicatedSession = async <T>(db: Db, fn: (session: Db) => Promise<T>): Promise<T> => {
  const client = (db as unknown as { $client?: unknown }).$client;
  // Loaded here, not at start: an embedded server never loads PostgreSQL's driver for its one session.
  const [{ default: pg }, { drizzle }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  if (!(client instanceof pg.Pool)) return fn(db);
  const connection = await client.connect();
  try {
    return await fn(drizzle(connection, { schema }) as unknown as Db);
  } finally {
    connection.release(true);
  }
};

/** Any fixed key, the same for every server process (the seed uses 7_311_001). */
const syncLockKey = 7_311_002;

export const tryLockSync = async (session: Db) =>
  rowsOf<{ locked: boolean }>(
    await session.execute(sql`select pg_try_advisory_lock(${syncLockKey}) as locked`),
  )[0].locked;

/** Waits until the sync that holds the lock (in another process) ends. */
export const waitForSyncLock = async (session: Db) => {
  await session.execute(sql`select pg_advisory_lock(${syncLockKey})`);
  await unlockSync(session);
};

export const unlockSync = async (session: Db) => {
  await session.execute(sql`select pg_advisory_unlock(${syncLockKey})`);
};

export const createSyncStage = async (session: Db) => {
  await dropSyncStage(session);
  await session.execute(sql`create temp table crm_sync_stage (
    crm_id text primary key, name text, full_name text, address text, city text, state text,
    postal_code text, email text, phones jsonb not null, crm_modified_at timestamptz)`);
};

export const dropSyncStage = async (session: Db) => {
  await session.execute(sql`drop table if exists pg_temp.crm_sync_stage`);
};

/**
 * Stages a page; an account the CRM answers twice (its paging shifted) keeps its latest version, its
 * names cut at {@link CrmNameMaxLength} characters. The page travels as one JSON parameter: many
 * times faster than a multi-row insert of as many parameters.
 */
export const stageAccounts = async (session: Db, accounts: CrmAccount[]) => {
  const unique = [...new Map(accounts.map((a) => [a.crmId, a])).values()];
  const rows = JSON.stringify(
    unique.map((a) => ({
      crm_id: a.crmId,
      name: a.name?.slice(0, CrmNameMaxLength) ?? null,
      full_name: a.fullName?.slice(0, CrmNameMaxLength) ?? null,
      address: a.address,
      city: a.city,
      state: a.state,
      postal_code: a.postalCode,
      email: a.email,
      phones: a.phones,
      crm_modified_at: a.modifiedAt,
    })),
  );
  await session.execute(sql`insert into crm_sync_stage
      (crm_id, name, full_name, address, city, state, postal_code, email, phones, crm_modified_at)
    select crm_id, name, full_name, address, city, state, postal_code, email, phones, crm_modified_at
    from jsonb_to_recordset(${rows}::jsonb) as r(crm_id text, name text, full_name text, address text, city text,
      state text, postal_code text, email text, phones jsonb, crm_modified_at timestamptz)
    on conflict (crm_id) do update set name = excluded.name, full_name = excluded.full_name,
      address = excluded.address, city = excluded.city, state = excluded.state, postal_code = excluded.postal_code,
      email = excluded.email, phones = excluded.phones, crm_modified_at = excluded.crm_modified_at`);
};

const countOf = async (db: Executor, query: SQL) => rowsOf<{ n: number }>(await db.execute(query))[0].n;

export const countContactsInCrm = (db: Executor) =>
  countOf(db, sql`select count(*)::int as n from contacts where in_crm`);

/**
 * Applies the staged accounts to the synced copy; run it in one transaction. Set-based statements
 * (update, then insert the new ones) rather than `insert ... on conflict do update`: the latter draws
 * an identity value for every existing row on every sync, which would use up the integer ids.
 * A row changes only when a shown field differs, so `updated` counts real changes. With `full`, the
 * stage is the whole CRM: contacts missing from it left the CRM. Those that no record links to are
 * deleted; linked ones stay with `in_crm` false (DESIGN §6: never delete a linked contact).
 */
export const applySyncStage = async (tx: Executor, { full, syncedAt }: { full: boolean; syncedAt: Date }) => {
  const updated = await countOf(
    tx,
    sql`with changed as (
      update contacts c set name = s.name, full_name = s.full_name, address = s.address, city = s.city,
        state = s.state, postal_code = s.postal_code, email = s.email, phones = s.phones, in_crm = true,
        crm_modified_at = s.crm_modified_at, synced_at = ${syncedAt}
      from crm_sync_stage s
      where c.crm_id = s.crm_id
        and (c.name, c.full_name, c.address, c.city, c.state, c.postal_code, c.email, c.phones, c.in_crm)
          is distinct from (s.name, s.full_name, s.address, s.city, s.state, s.postal_code, s.email, s.phones, true)
      returning 1)
    select count(*)::int as n from changed`,
  );
  const created = await countOf(
    tx,
    sql`with added as (
      insert into contacts (crm_id, name, full_name, address, city, state, postal_code, email, phones,
        in_crm, crm_modified_at, synced_at)
      select s.crm_id, s.name, s.full_name, s.address, s.city, s.state, s.postal_code, s.email, s.phones,
        true, s.crm_modified_at, ${syncedAt}
      from crm_sync_stage s
      where not exists (select 1 from contacts c where c.crm_id = s.crm_id)
      returning 1)
    select count(*)::int as n from added`,
  );
  if (!full) return { created, updated, deleted: 0, deactivated: 0 };
  const deleted = await countOf(
    tx,
    sql`with gone as (
      delete from contacts c
      where not exists (select 1 from crm_sync_stage s where s.crm_id = c.crm_id)
        and not exists (select 1 from contact_links l where l.contact_id = c.id)
        and not exists (select 1 from owner_contact_contacts o where o.contact_id = c.id)
        and not exists (select 1 from partnership_grants g where g.grantor_contact_id = c.id)
        and not exists (select 1 from partnership_grants g where g.grantee_contact_id = c.id)
      returning 1)
    select count(*)::int as n from gone`,
  );
  const deactivated = await countOf(
    tx,
    sql`with left_crm as (
      update contacts c set in_crm = false, synced_at = ${syncedAt}
      where c.in_crm and not exists (select 1 from crm_sync_stage s where s.crm_id = c.crm_id)
      returning 1)
    select count(*)::int as n from left_crm`,
  );
  return { created, updated, deleted, deactivated };
};

export type SyncRun = typeof crmSyncRuns.$inferSelect;

export const insertSyncRun = async (db: Executor, startedAt: Date) => {
  const [row] = await db.insert(crmSyncRuns).values({ startedAt }).returning({ id: crmSyncRuns.id });
  return row.id;
};

export const finishSyncRun = async (
  db: Executor,
  id: number,
  result: {
    finishedAt: Date;
    createdCount?: number;
    updatedCount?: number;
    deactivatedCount?: number;
    error?: string;
  },
) => {
  await db.update(crmSyncRuns).set(result).where(eq(crmSyncRuns.id, id));
};

const lastRun = async (db: Executor, successfulOnly: boolean) => {
  const [row] = await db
    .select()
    .from(crmSyncRuns)
    .where(and(isNotNull(crmSyncRuns.finishedAt), successfulOnly ? isNull(crmSyncRuns.error) : undefined))
    .orderBy(desc(crmSyncRuns.finishedAt), desc(crmSyncRuns.id))
    .limit(1);
  return row ?? null;
};

export const getSyncRun = async (db: Executor, id: number) => {
  const [row] = await db.select().from(crmSyncRuns).where(eq(crmSyncRuns.id, id));
  return row;
};

export const getLastFinishedSyncRun = (db: Executor) => lastRun(db, false);
export const getLastSuccessfulSyncRun = (db: Executor) => lastRun(db, true);

/** Newest first. */
export const listSyncRuns = (db: Executor, { limit }: { limit: number }) =>
  db.select().from(crmSyncRuns).orderBy(desc(crmSyncRuns.startedAt), desc(crmSyncRuns.id)).limit(limit);
