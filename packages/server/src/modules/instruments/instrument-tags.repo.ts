import { count, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { qualified } from '../../db/qualified';
import { instrumentTags, tagTypes } from '../../db/schema';
import { type Actor, deleteAudited, deleteRowsAudited, insertAudited, updateVersioned } from '../../db/tx';

/**
 * Serialises tag saves: a name is checked against every other tag and then written, so two admins
 * adding the same name at once must not both pass the check. Reads still go on.
 */
export const lockTagTypes = (tx: Tx) => tx.execute(sql`lock table ${tagTypes} in share row exclusive mode`);

export const listTagTypeRows = (db: Db) =>
  db
    .select({
      id: tagTypes.id,
      name: tagTypes.name,
      archiveDate: tagTypes.archiveDate,
      canEdit: tagTypes.canEdit,
    })
    .from(tagTypes);

/** One tag with its usage count, as the tags page lists it. */
export const getTagTypeWithUsage = async (db: Db, id: number) => {
  const [row] = await db
    .select({
      id: tagTypes.id,
      name: tagTypes.name,
      sortOrder: tagTypes.sortOrder,
      archiveDate: tagTypes.archiveDate,
      canEdit: tagTypes.canEdit,
      usageCount:
        sql<number>`(select ${count()} from ${instrumentTags} where ${qualified(instrumentTags.tagTypeId)} = ${qualified(tagTypes.id)})`.mapWith(
          Number,
        ),
    })
    .from(tagTypes)
    .where(eq(tagTypes.id, id));
  return row;
};

/** New tags go to the end of the list. */
export const insertTagType = async (tx: Tx, actor: Actor, name: string) => {
  const [{ next }] = await tx
    .select({ next: sql<number>`coalesce(max(${tagTypes.sortOrder}), 0) + 1`.mapWith(Number) })
    .from(tagTypes);
  return insertAudited(tx, actor, tagTypes, { name, sortOrder: next, canEdit: true });
};

export const renameTagType = (
  tx: Tx,
  actor: Actor,
  { id, version, name }: { id: number; version: number; name: string },
) => updateVersioned(tx, actor, tagTypes, id, version, { name });

/** Removes the tag from every instrument (each removal audited), then the tag. */
export const deleteTagType = async (tx: Tx, actor: Actor, id: number) => {
  await deleteRowsAudited(tx, actor, {
    table: instrumentTags,
    where: eq(instrumentTags.tagTypeId, id),
    recordId: 'instrumentId',
  });
  await deleteAudited(tx, actor, tagTypes, id);
};

export const getTagTypeRow = async (tx: Tx, id: number) => {
  const [row] = await tx.select().from(tagTypes).where(eq(tagTypes.id, id));
  return row;
};
