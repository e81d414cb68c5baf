import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id } from './columns';

/** Staff known to the product; a user seen for the first time in a token is added (keyed by the token's oid). */
export const users = pgTable(
  'users',
  {
    id: id(),
    oid: text('oid').notNull(),
    name: text('name').notNull(),
    email: text('email'),
    inactive: boolean('inactive').notNull().default(false),
    /** Whether the user's last sign-in was view-only (their roles live in the token, not here). */
    viewOnly: boolean('view_only').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_oid_unique').on(t.oid)],
);

/** One row per create, update and delete, written in the same transaction as the change. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tableName: text('table_name').notNull(),
    recordId: integer('record_id').notNull(),
    action: text('action').notNull(),
    userId: integer('user_id').references(() => users.id),
    userName: text('user_name').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    before: jsonb('before'),
    after: jsonb('after'),
    /**
     * The record whose History card also shows this change: a parcel's or a feature's property, an
     * event's instrument or service, a property's project. Null when the change is only its own.
     */
    parentTable: text('parent_table'),
    parentId: integer('parent_id'),
    /** The spreadsheet import (`import_batches`) that made this change, if one did (issue 31). */
    importBatchId: integer('import_batch_id'),
  },
  (t) => [
    index('audit_log_record').on(t.tableName, t.recordId, t.at),
    index('audit_log_action').on(t.action, sql`${t.at} desc`),
    // A record's history: its children's changes, newest first (`GET {entity}/{id}/history`).
    index('audit_log_parent').on(t.parentTable, t.parentId, t.at, t.id),
    // An import's changes, read by its undo a page at a time, by action and table, newest first.
    index('audit_log_import_batch')
      .on(t.importBatchId, t.action, t.tableName, t.id)
      .where(sql`${t.importBatchId} is not null`),
  ],
);

/** Key-value store for server state that must survive restarts (the OIDC signing keys, provider sessions). */
export const serverState = pgTable('server_state', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
});

/**
 * Accounts of the built-in OpenID Connect provider (the embedded default). `assigned` false is the
 * account the directory knows but the application is not assigned to: sign-in is refused (AADSTS50105).
 */
export const localAccounts = pgTable(
  'local_accounts',
  {
    id: id(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    email: text('email'),
    oid: text('oid').notNull(),
    roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
    assigned: boolean('assigned').notNull().default(true),
  },
  (t) => [
    uniqueIndex('local_accounts_username_unique').on(t.username),
    uniqueIndex('local_accounts_oid_unique').on(t.oid),
  ],
);

/**
 * Sign-in attempts of the built-in provider per address and user name, in fixed one-minute windows. In
 * the database so every server process behind a load balancer counts the same attempts; the key is a
 * SHA-256 of address and name, so no user name or address is kept.
 */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
    attempts: integer('attempts').notNull(),
  },
  (t) => [index('sign_in_attempts_window_start').on(t.windowStart)],
);
