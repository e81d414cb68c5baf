import type { CaseListItem } from '@app/domain';
import { asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { projects, properties, violationCases, violationCaseTypes } from '../../db/schema';
import { readAll } from '../../db/tx';
import { summaryColumns } from './cases.repo';

/**
 * Cases across properties (the home tiles', an instrument's), with their property and project, the
 * next follow-up first (those without one last), then the oldest discovery: an overdue answer is on
 * top. `where` picks the cases; the total counts them all.
 */
export const listCaseItems = async (
  db: Db,
  where: SQL | undefined,
  { offset, limit }: { offset: number; limit: number },
) => {
  const [items, [{ total }]] = await readAll(db, [
    () =>
      db
        .select({
          ...summaryColumns,
          propertyId: violationCases.propertyId,
          propertyName: properties.name,
          projectId: properties.projectId,
          projectName: projects.name,
        })
        .from(violationCases)
        .innerJoin(violationCaseTypes, eq(violationCaseTypes.id, violationCases.typeId))
        .innerJoin(properties, eq(properties.id, violationCases.propertyId))
        .innerJoin(projects, eq(projects.id, properties.projectId))
        .where(where)
        .orderBy(
          sql`${violationCases.followUpDue} asc nulls last`,
          asc(violationCases.discoveredOn),
          asc(violationCases.id),
        )
        .offset(offset)
        .limit(limit),
    () => db.select({ total: count() }).from(violationCases).where(where),
  ]);
  // The severity and follow-up kind are the domain's values: the table's checks hold them to those.
  return { items: items as CaseListItem[], total };
};
