import {
  compareLocalities,
  compareParcels,
  messages,
  type PropertyLocality,
  type PropertyLocalityCreate,
  type PropertyLocalityUpdate,
  propertyMessages,
} from '@app/domain';
import type { Db, Tx } from '../../db/client';
import { type Actor, inTransaction } from '../../db/tx';
import { conflict, fieldError, notFound } from '../../lib/errors';
import { getPropertyRow, lockProperty } from './property.repo';
import {
  deletePropertyLocalityRow,
  getPropertyLocalityRow,
  insertPropertyLocalityRow,
  listExistingLocalityIds,
  listPropertyLocalityRows,
  type PropertyLocalityRow,
  refreshCalculatedAcres,
  replaceTaxParcels,
  setPrimaryFlag,
  touchPropertyLocality,
} from './property-localities.repo';

const propertyNotFound = () => notFound(messages.entityNotFound('Property'));
const localityNotFound = () => notFound(propertyMessages.propertyLocalityNotFound);

/** Spec 2 §9: the primary locality first, then by name; each locality's parcels by acres descending, then parcel id. */
export const sortPropertyLocalities = (rows: PropertyLocalityRow[]): PropertyLocality[] =>
  rows
    .map((row) => ({ ...row, taxParcels: row.taxParcels.toSorted(compareParcels) }))
    .toSorted((a, b) =>
      compareLocalities(
        { primary: a.primary, name: a.localityName },
        { primary: b.primary, name: b.localityName },
      ),
    );

const sortedLocality = (row: PropertyLocalityRow) => sortPropertyLocalities([row])[0];

/** A locality read after its property's lock is taken ({@link lockProperty}), so as of that moment. */
const lockLocality = async (tx: Tx, id: number) => {
  const seen = await getPropertyLocalityRow(tx, id);
  if (!seen || !(await lockProperty(tx, seen.propertyId))) throw localityNotFound();
  const row = await getPropertyLocalityRow(tx, id);
  if (!row) throw localityNotFound();
  return row;
};

export const listPropertyLocalities = async (db: Db, propertyId: number) => {
  if (!(await getPropertyRow(db, propertyId))) throw propertyNotFound();
  return sortPropertyLocalities(await listPropertyLocalityRows(db, { propertyId }));
};

/**
 * Adds a locality with its parcels to a property, and recalculates the property's acres. Only a
 * locality not yet on the property; it becomes primary when the property has no primary one.
 */
export const createPropertyLocality = (db: Db, input: PropertyLocalityCreate, actor: Actor) =>
  inTransaction(db, async (tx) => {
    if (!(await lockProperty(tx, input.propertyId))) throw propertyNotFound();
    if (!(await listExistingLocalityIds(tx, [input.localityId])).has(input.localityId))
      throw fieldError('localityId', propertyMessages.localityNotFound);
    const current = await listPropertyLocalityRows(tx, { propertyId: input.propertyId });
    if (current.some((l) => l.localityId === input.localityId))
      throw fieldError('localityId', propertyMessages.localityOnProperty);
    const row = await insertPropertyLocalityRow(tx, actor, {
      propertyId: input.propertyId,
      localityId: input.localityId,
      isPrimary: !current.some((l) => l.primary),
    });
    await replaceTaxParcels(tx, actor, { propertyLocalityId: row.id, parcels: input.taxParcels });
    await refreshCalculatedAcres(tx, actor, input.propertyId);
    return sortedLocality((await getPropertyLocalityRow(tx, row.id)) as PropertyLocalityRow);
  });

/** Replaces a locality's parcel list (version-checked) and recalculates the property's acres. */
export const updatePropertyLocality = (db: Db, input: PropertyLocalityUpdate, actor: Actor) =>
  inTransaction(db, async (tx) => {
    const row = await lockLocality(tx, input.id);
    await touchPropertyLocality(tx, actor, { id: row.id, version: input.version });
    await replaceTaxParcels(tx, actor, { propertyLocalityId: row.id, parcels: input.taxParcels });
    await refreshCalculatedAcres(tx, actor, row.propertyId);
    return sortedLocality((await getPropertyLocalityRow(tx, row.id)) as PropertyLocalityRow);
  });

/** Removes a locality and its parcels; the primary one stays until another is made primary. */
export const deletePropertyLocality = (
  db: Db,
  { id, version }: { id: number; version?: number },
  actor: Actor,
) =>
  inTransaction(db, async (tx) => {
    const row = await lockLocality(tx, id);
    if (row.primary) throw conflict(propertyMessages.primaryLocalityDelete);
    await deletePropertyLocalityRow(tx, actor, { id, version });
    await refreshCalculatedAcres(tx, actor, row.propertyId);
    return { id };
  });

/**
 * Make Primary: moves the flag from the old primary to this locality, in one transaction. The old one
 * is cleared first, since the partial unique index allows one primary per property at any moment.
 * Answers the property's localities in their new order.
 */
export const makePrimaryLocality = (db: Db, id: number, actor: Actor) =>
  inTransaction(db, async (tx) => {
    const row = await lockLocality(tx, id);
    const all = await listPropertyLocalityRows(tx, { propertyId: row.propertyId });
    if (!row.primary) {
      for (const old of all.filter((l) => l.primary))
        await setPrimaryFlag(tx, actor, { id: old.id, version: old.version, primary: false });
      await setPrimaryFlag(tx, actor, { id: row.id, version: row.version, primary: true });
    }
    return sortPropertyLocalities(await listPropertyLocalityRows(tx, { propertyId: row.propertyId }));
  });
