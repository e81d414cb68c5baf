import {
  contactNameKey,
  type DatabaseFacts,
  inspectionMethodOptions,
  type LookupOptions,
  matchKey,
  type WantedFacts,
} from '@app/domain';
import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import * as s from '../../db/schema';
import { readAll } from '../../db/tx';

const lists = {
  projectStatuses: s.projectStatuses,
  propertyStatuses: s.propertyStatuses,
  localities: s.localities,
  instrumentStatuses: s.instrumentStatuses,
  instrumentTypes: s.instrumentTypes,
  agreementTypes: s.agreementTypes,
  specificTerms: s.specificTerms,
  serviceCategories: s.serviceCategories,
  serviceStatuses: s.serviceStatuses,
} as const;

/** The lists whose names repeat across a scope: a component's category, a contact role's record type. */
const scopedLists = {
  serviceTypes: { table: s.serviceTypes, scope: s.serviceTypes.serviceCategoryId },
  contactRoles: { table: s.contactRoles, scope: s.contactRoles.parentType },
} as const;

const offered = (table: { archiveDate: PgColumn }) =>
  or(isNull(table.archiveDate), gt(table.archiveDate, sql`now()`));

/** The options a cell may name: each list's offered (not archived) options in its order, and the active staff. */
export const readLookupOptions = async (db: Db): Promise<LookupOptions> => {
  const entries = await readAll(
    db,
    (Object.keys(lists) as (keyof typeof lists)[]).map((list) => async () => {
      const table = lists[list];
      const rows = await db
        .select({ id: table.id, name: table.name })
        .from(table)
        .where(offered(table))
        .orderBy(asc(table.sortOrder), asc(table.name));
      return [list, rows] as const;
    }),
  );
  const scoped = await readAll(
    db,
    (Object.keys(scopedLists) as (keyof typeof scopedLists)[]).map((list) => async () => {
      const { table, scope } = scopedLists[list];
      const rows = await db
        .select({ id: table.id, name: table.name, scope })
        .from(table)
        .where(offered(table))
        .orderBy(asc(table.sortOrder), asc(table.name));
      return [list, rows] as const;
    }),
  );
  const users = await db
    .select({ id: s.users.id, name: s.users.name })
    .from(s.users)
    .where(eq(s.users.inactive, false))
    .orderBy(asc(s.users.name));
  return {
    ...Object.fromEntries([...entries, ...scoped]),
    users,
    inspectionMethods: inspectionMethodOptions,
  } as LookupOptions;
};

/** Reads `values` in chunks, so a file naming 10,000 ids sends no statement with more parameters than PostgreSQL takes. */
const inChunks = async <V, R>(values: readonly V[], read: (chunk: V[]) => Promise<R[]>): Promise<R[]> => {
  const out: R[] = [];
  for (let at = 0; at < values.length; at += 5_000) out.push(...(await read(values.slice(at, at + 5_000))));
  return out;
};

const idTables: Record<'project' | 'property' | 'instrument' | 'service', PgTable & { id: PgColumn }> = {
  project: s.projects,
  property: s.properties,
  instrument: s.instruments,
  service: s.services,
};

/** What the database knows of the legacy ids, ids and project names the file names (`wantedFacts`). */
export const readDatabaseFacts = async (db: Db, wanted: WantedFacts): Promise<DatabaseFacts> => {
  const facts: DatabaseFacts = {
    legacy: { project: new Map(), property: new Map(), instrument: new Map(), service: new Map() },
    ids: { project: new Set(), property: new Set(), instrument: new Set(), service: new Set() },
    projectNames: new Map(),
    contacts: new Map(),
    contactNames: new Map(),
  };
  for (const kind of ['project', 'property', 'instrument', 'service'] as const) {
    const legacy = await inChunks([...wanted.legacy[kind]], (chunk) =>
      db
        .select({ legacyId: s.legacyIds.legacyId, recordId: s.legacyIds.recordId })
        .from(s.legacyIds)
        .where(and(eq(s.legacyIds.kind, kind), inArray(s.legacyIds.legacyId, chunk))),
    );
    for (const row of legacy) facts.legacy[kind].set(row.legacyId, row.recordId);
    const table = idTables[kind];
    const ids = await inChunks([...wanted.ids[kind]], (chunk) =>
      db
        .select({ id: table.id })
        .from(table as PgTable)
        .where(inArray(table.id, chunk)),
    );
    for (const row of ids as { id: number }[]) facts.ids[kind].add(row.id);
  }
  if (wanted.projectNames.size > 0) {
    // Names are compared as the check compares them (case, spacing and punctuation aside), so every name is read.
    const keys = new Set([...wanted.projectNames].map(matchKey));
    const projects = await db.select({ id: s.projects.id, name: s.projects.name }).from(s.projects);
    for (const { id, name } of projects) {
      const key = matchKey(name);
      if (keys.has(key)) facts.projectNames.set(key, [...(facts.projectNames.get(key) ?? []), id]);
    }
  }
  const named = [...wanted.contacts];
  const byAccount = await inChunks(named, (chunk) =>
    db
      .select({ id: s.contacts.id, crmId: s.contacts.crmId })
      .from(s.contacts)
      .where(inArray(s.contacts.crmId, chunk)),
  );
  for (const { id, crmId } of byAccount) facts.contacts.set(crmId, id);
  // A name is the contact's name or full name, compared as `contactNameKey` does.
  // (`\\s` in the template: a tag reads `\s` as a plain s.)
  const nameKey = (column: PgColumn) => sql`lower(regexp_replace(trim(${column}), '\\s+', ' ', 'g'))`;
  const byName = await inChunks([...new Set(named.map(contactNameKey))], (chunk) =>
    db
      .select({
        id: s.contacts.id,
        crmId: s.contacts.crmId,
        name: s.contacts.name,
        fullName: s.contacts.fullName,
      })
      .from(s.contacts)
      .where(or(inArray(nameKey(s.contacts.name), chunk), inArray(nameKey(s.contacts.fullName), chunk))),
  );
  const keys = new Set(named.map(contactNameKey));
  for (const contact of byName)
    for (const key of new Set([contact.name, contact.fullName].map((n) => contactNameKey(n ?? ''))))
      if (keys.has(key)) facts.contactNames.set(key, [...(facts.contactNames.get(key) ?? []), contact]);
  return facts;
};
