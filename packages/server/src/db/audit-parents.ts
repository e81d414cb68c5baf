import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Tx } from './client';
import { auditLog, contactLinks, propertyLocalities } from './schema';

/**
 * Which record's History card also shows a change of a table's row: the nearest record with a card
 * (project, property, instrument, service), read from the row's own keys (the first one set). Tables
 * not named here only have their own history.
 */
const parentKeys: Record<string, readonly (readonly [parentTable: string, key: string])[]> = {
  properties: [['projects', 'projectId']],
  instruments: [['projects', 'projectId']],
  services: [['projects', 'projectId']],
  property_localities: [['properties', 'propertyId']],
  built_environment_features: [['properties', 'propertyId']],
  // Edited with the instrument's associated properties.
  property_instruments: [['instruments', 'instrumentId']],
  contact_links: [
    ['instruments', 'instrumentId'],
    ['properties', 'propertyId'],
    ['services', 'serviceId'],
  ],
  events: [
    ['instruments', 'instrumentId'],
    ['services', 'serviceId'],
  ],
  reviews: [
    ['instruments', 'instrumentId'],
    ['services', 'serviceId'],
  ],
  partnership_grants: [['instruments', 'instrumentId']],
  conservation_purposes: [['instruments', 'instrumentId']],
  building_activity_areas: [['instruments', 'instrumentId']],
  water_quality_protection_areas: [['instruments', 'instrumentId']],
  instrument_unique_terms: [['instruments', 'instrumentId']],
  observations: [['services', 'serviceId']],
  service_types_link: [['services', 'serviceId']],
  service_products_link: [['services', 'serviceId']],
  service_properties: [['services', 'serviceId']],
};

/** Link tables without ids of their own, audited under the id of the record they belong to. */
const auditedUnderParent: Record<string, string> = {
  instrument_tags: 'instruments',
  instrument_specific_terms: 'instruments',
};

export type AuditParent = { parentTable: string | null; parentId: number | null };
const none: AuditParent = { parentTable: null, parentId: null };

const valuesOf = (row: unknown) =>
  row && typeof row === 'object' && !Array.isArray(row) ? (row as Record<string, unknown>) : null;

const fromKeys = (tableName: string, row: unknown, recordId?: number): AuditParent => {
  const parentTable = auditedUnderParent[tableName];
  if (parentTable && recordId !== undefined) return { parentTable, parentId: recordId };
  const values = valuesOf(row);
  for (const [parentTable, key] of parentKeys[tableName] ?? []) {
    const id = values?.[key];
    if (typeof id === 'number') return { parentTable, parentId: id };
  }
  return none;
};

/**
 * Parents given to the audit rows of records that are gone (a locality deleted before its parcels
 * are audited): the parent their own audit rows were written with.
 */
const auditedParents = async (tx: Tx, tableName: string, ids: number[]) => {
  const rows = await tx
    .select({ recordId: auditLog.recordId, parentTable: auditLog.parentTable, parentId: auditLog.parentId })
    .from(auditLog)
    .where(
      and(eq(auditLog.tableName, tableName), inArray(auditLog.recordId, ids), isNotNull(auditLog.parentId)),
    )
    .orderBy(desc(auditLog.id));
  const found = new Map<number, AuditParent>();
  for (const { recordId, parentTable, parentId } of rows)
    if (!found.has(recordId)) found.set(recordId, { parentTable, parentId });
  return found;
};

/** Records that are themselves inside a child: parcels in a locality, roles on a contact link. */
const throughParents = {
  /** A parcel belongs to its locality's property. */
  tax_parcels: {
    via: 'property_localities',
    viaId: (_recordId: number, row: unknown) => valuesOf(row)?.propertyLocalityId,
    live: async (tx: Tx, ids: number[]) =>
      new Map(
        (
          await tx
            .select({ id: propertyLocalities.id, propertyId: propertyLocalities.propertyId })
            .from(propertyLocalities)
            .where(inArray(propertyLocalities.id, ids))
        ).map((l): [number, AuditParent] => [l.id, { parentTable: 'properties', parentId: l.propertyId }]),
      ),
  },
  /** A contact link's roles are audited under the link's id and belong where the link belongs. */
  contact_link_roles: {
    via: 'contact_links',
    viaId: (recordId: number) => recordId,
    live: async (tx: Tx, ids: number[]) =>
      new Map(
        (await tx.select().from(contactLinks).where(inArray(contactLinks.id, ids))).map(
          (link): [number, AuditParent] => [link.id, fromKeys('contact_links', link)],
        ),
      ),
  },
} as const;

/**
 * The parent to write beside each audit row of `tableName` (`row` is the record's after, else its
 * before): from the row's keys, or for a child's child from its container, live or as audited.
 */
export const auditParents = async (
  tx: Tx,
  tableName: string,
  entries: readonly { recordId: number; row: unknown }[],
): Promise<AuditParent[]> => {
  if (!(tableName in throughParents)) return entries.map((e) => fromKeys(tableName, e.row, e.recordId));
  const through = throughParents[tableName as keyof typeof throughParents];
  const viaIds = entries.map((e) => through.viaId(e.recordId, e.row));
  const wanted = [...new Set(viaIds.filter((id): id is number => typeof id === 'number'))];
  if (wanted.length === 0) return entries.map(() => none);
  const live = await through.live(tx, wanted);
  const missing = wanted.filter((id) => !live.has(id));
  const audited = missing.length > 0 ? await auditedParents(tx, through.via, missing) : new Map();
  return viaIds.map((id) => (typeof id === 'number' ? (live.get(id) ?? audited.get(id) ?? none) : none));
};
