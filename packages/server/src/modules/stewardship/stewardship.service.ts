import { type HomeListQuery, isAdmin, messages, type Principal } from '@app/domain';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { countInspectionsDue, findPropertyInspectionSchedule, listInspectionsDue } from './stewardship.repo';

/**
 * The home tile 'Inspections Due': properties overdue or due within 90 days where the user is staff
 * lead of an Active instrument on them; an Admin sees every property.
 */
export const listMyInspectionsDue = async (
  db: Db,
  { user, page, pageSize }: { user: Pick<Principal, 'roles'> & { id: number } } & HomeListQuery,
) => {
  const staffLeadId = isAdmin(user) ? null : user.id;
  const offset = (page - 1) * pageSize;
  const rows = await listInspectionsDue(db, { staffLeadId, offset, limit: pageSize });
  const total = rows[0]?.total ?? (offset === 0 ? 0 : await countInspectionsDue(db, staffLeadId));
  return { items: rows.map(({ total: _, ...item }) => item), total, page, pageSize };
};

/** The property details' 'Last Inspection' and 'Next Inspection Due'. */
export const getPropertyInspectionSchedule = async (db: Db, propertyId: number) => {
  const row = await findPropertyInspectionSchedule(db, propertyId);
  if (!row) throw notFound(messages.entityNotFound('Property'));
  return row;
};
