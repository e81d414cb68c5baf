import { asc, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { instruments, projects, properties, services } from '../../db/schema';

export type OwnedEntity = 'project' | 'instrument' | 'property' | 'service';

const owners = {
  project: { id: projects.id, projectId: projects.id, table: projects },
  instrument: { id: instruments.id, projectId: instruments.projectId, table: instruments },
  property: { id: properties.id, projectId: properties.projectId, table: properties },
  // A multi-property service opens in its primary project.
  service: { id: services.id, projectId: services.projectId, table: services },
};

/** The project a record belongs to; undefined when there is no such record. */
export const getOwningProjectId = async (db: Db, { entity, id }: { entity: OwnedEntity; id: number }) => {
  const owner = owners[entity];
  const [row] = await db.select({ projectId: owner.projectId }).from(owner.table).where(eq(owner.id, id));
  return row?.projectId;
};

/** `%`, `_` and `\` typed by a user are letters, not ILIKE wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

const named = {
  project: { id: projects.id, name: projects.name, projectId: projects.id, table: projects },
  property: { id: properties.id, name: properties.name, projectId: properties.projectId, table: properties },
};

/**
 * Projects or properties whose name holds the text (ILIKE, found through the GIN trigram index): the
 * exact name first, then names starting with it, then the rest, each by name. Up to `limit` rows.
 */
export const searchNames = (
  db: Db,
  { entity, name, limit }: { entity: keyof typeof named; name: string; limit: number },
) => {
  const t = named[entity];
  const text = escapeLike(name);
  return db
    .select({ id: t.id, name: sql<string>`${t.name}`, projectId: t.projectId })
    .from(t.table)
    .where(ilike(t.name, `%${text}%`))
    .orderBy(
      sql`lower(${t.name}) = lower(${name}::text) desc`,
      sql`${t.name} ilike ${`${text}%`} desc`,
      asc(sql`lower(${t.name})`),
      asc(t.id),
    )
    .limit(limit);
};
