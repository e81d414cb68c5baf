import { openCaseStatuses } from '@app/domain';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { qualified } from '../../db/qualified';
import { instruments, propertyInstruments, violationCases } from '../../db/schema';
import { listCaseItems } from '../cases/api';

/**
 * "Mine" of the Open Violations tiles: the user reported the case, or is Staff Lead of an instrument
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

/** The open cases, the user's (`userId`) or everyone's (null), the next follow-up first. */
export const listOpenCases = (
  db: Db,
  { userId, offset, limit }: { userId: number | null; offset: number; limit: number },
) => {
  const open = inArray(violationCases.statusId, [...openCaseStatuses]);
  return listCaseItems(db, userId === null ? open : and(open, mine(userId)), { offset, limit });
};
