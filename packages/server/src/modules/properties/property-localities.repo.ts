import { eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { localities, propertyLocalities, taxParcels } from '../../db/schema';
import { type Actor, deleteAudited, insertAudited, updateVersioned, writeAuditRows } from '../../db/tx';
import { updatePropertyUnversioned } from './property.repo';

/** Which of the given locality ids exist. */
export const listExistingLocalityIds = async (db: Db, ids: number[]) =>
  new Set(
    (await db.select({ id: localities.id }).from(localities).where(inArray(localities.id, ids))).map(
      (r) => r.id,
    ),
  );

const localityColumns = {
  id: propertyLocalities.id,
  version: propertyLocalities.version,
  propertyId: propertyLocalities.propertyId,
  localityId: propertyLocalities.localityId,
  localityName: localities.name,
  primary: propertyLocalities.isPrimary,
};

export type PropertyLocalityRow = {
  id: number;
  version: number;
  propertyId: number;
  localityId: number;
  localityName: string;
  primary: boolean;
  taxParcels: { id: number; parcelId: string | null; acres: number | null }[];
};

const localityQueries = preparedOnce((db) => {
  const select = (by: typeof propertyLocalities.propertyId | typeof propertyLocalities.id, name: string) =>
    db
      .select({
        ...localityColumns,
        parcel: { id: taxParcels.id, parcelId: taxParcels.parcelId, acres: taxParcels.acres },
      })
      .from(propertyLocalities)
      .innerJoin(localities, eq(localities.id, propertyLocalities.localityId))
      .leftJoin(taxParcels, eq(taxParcels.propertyLocalityId, propertyLocalities.id))
      .where(eq(by, sql.placeholder('id')))
      .prepare(name);
  return {
    byProperty: select(propertyLocalities.propertyId, 'localities_of_property'),
    byId: select(propertyLocalities.id, 'property_locality_by_id'),
  };
});

/** The localities of a property with their tax parcels, in one query (unsorted). */
export const listPropertyLocalityRows = async (
  db: Db,
  where: { propertyId: number } | { id: number },
): Promise<PropertyLocalityRow[]> => {
  const { byProperty, byId: byLocalityId } = localityQueries(db);
  const rows = await ('propertyId' in where
    ? byProperty.execute({ id: where.propertyId })
    : byLocalityId.execute({ id: where.id }));
  const byId = new Map<number, PropertyLocalityRow>();
  for (const { parcel, ...locality } of rows) {
    const entry = byId.get(locality.id) ?? { ...locality, taxParcels: [] };
    byId.set(locality.id, entry);
    if (parcel) entry.taxParcels.push(parcel);
  }
  return [...byId.values()];
};

export const getPropertyLocalityRow = async (db: Db, id: number): Promise<PropertyLocalityRow | undefined> =>
  (await listPropertyLocalityRows(db, { id }))[0];

export const insertPropertyLocalityRow = (
  tx: Tx,
  actor: Actor,
  values: { propertyId: number; localityId: number; isPrimary: boolean },
) => insertAudited(tx, actor, propertyLocalities, values);

type ParcelValues = { parcelId: string | null; acres: number | null };

/** Replaces the parcels of a locality with `parcels`, auditing each row removed and added. */
export const replaceTaxParcels = async (
  tx: Tx,
  actor: Actor,
  { propertyLocalityId, parcels }: { propertyLocalityId: number; parcels: ParcelValues[] },
) => {
  const removed = await tx
    .delete(taxParcels)
    .where(eq(taxParcels.propertyLocalityId, propertyLocalityId))
    .returning();
  await writeAuditRows(tx, actor, { table: taxParcels, action: 'delete', rows: removed });
  if (parcels.length === 0) return;
  const added = await tx
    .insert(taxParcels)
    .values(parcels.map((p) => ({ ...p, propertyLocalityId })))
    .returning();
  await writeAuditRows(tx, actor, { table: taxParcels, action: 'create', rows: added });
};

/** Checks the version the client read and bumps it: the locality's parcel list is about to change. */
export const touchPropertyLocality = (
  tx: Tx,
  actor: Actor,
  { id, version }: { id: number; version: number },
) => updateVersioned(tx, actor, propertyLocalities, id, version, {});

export const setPrimaryFlag = (
  tx: Tx,
  actor: Actor,
  { id, version, primary }: { id: number; version: number; primary: boolean },
) => updateVersioned(tx, actor, propertyLocalities, id, version, { isPrimary: primary });

/** Deletes a locality and (by cascade) its parcels, auditing each. */
export const deletePropertyLocalityRow = async (
  tx: Tx,
  actor: Actor,
  { id, version }: { id: number; version?: number },
) => {
  const parcels = await tx.select().from(taxParcels).where(eq(taxParcels.propertyLocalityId, id));
  await deleteAudited(tx, actor, propertyLocalities, id, version);
  await writeAuditRows(tx, actor, { table: taxParcels, action: 'delete', rows: parcels });
};

/** Rewrites the property's calculated acres as the sum of its parcels' acres (null when there are none). */
export const refreshCalculatedAcres = async (tx: Tx, actor: Actor, propertyId: number) => {
  const [{ total }] = await tx
    .select({ total: sql<string | null>`sum(${taxParcels.acres})` })
    .from(taxParcels)
    .innerJoin(propertyLocalities, eq(propertyLocalities.id, taxParcels.propertyLocalityId))
    .where(eq(propertyLocalities.propertyId, propertyId));
  await updatePropertyUnversioned(tx, actor, {
    id: propertyId,
    values: { calculatedAcres: total === null ? null : Number(total) },
  });
};
