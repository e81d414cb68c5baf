import { type HomeCase, openCaseStatuses } from '@app/domain';
import { and, asc, count, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { qualified } from '../../db/qualified';
import {
  instruments,
  projects,
  properties,
  propertyInstruments,
  violationCases,
  violationCaseTypes,
} from '../../db/schema';
import { readAll } from '../../db/tx';

/**
 * "Mine" of the Open Violations tile: the user reported the case, or is Staff Lead of an instrument
 * covering its property (a property has no staff lead of its own; its easements' lead answers for it).
 */
const mine = (userId: number): SQL =>
  or(
    eq(violationCases.reportedById, userId),
    sql`exists (select 1 from ${propertyInstruments} join ${instruments}
      on ${qualified(instruments.id)} = ${qualified(propertyInstruments.instrumentId)}
      where ${qualified(propertyInstruments.propertyId)} = ${qualified(violationCases.propertyId)}
        and ${qualified(instruments.staffLeadId)} = ${userId})`,
  ) as SQL;

/**
 * The open cases, the next follow-up first (those without one last), then the oldest discovery: the
 * tile is a to-do list, and an overdue answer is at its top.
 */
export const listOpenCases = async (
  db: Db,
  { userId, offset, limit }: { userId: number | null; offset: number; limit: number },
) => {
  const open = inArray(violationCases.statusId, [...openCaseStatuses]);
  const where = userId === null ? open : and(open, mine(userId));
  const [items, [{ total }]] = await readAll(db, [
    () =>
      db
        .select({
          id: violationCases.id,
          typeName: violationCaseTypes.name,
          severity: violationCases.severity,
          statusId: violationCases.statusId,
          discoveredOn: violationCases.discoveredOn,
          followUpDue: violationCases.followUpDue,
          followUpKind: violationCases.followUpKind,
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
  return { items: items as HomeCase[], total };
};
