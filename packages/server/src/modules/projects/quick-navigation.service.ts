import { NameSearchLimit, type NameSearchResult } from '@app/domain';
import type { Db } from '../../db/client';
import { getOwningProjectId, type OwnedEntity, searchNames } from './quick-navigation.repo';

/** Spec 1 §7: the owning project id, or '' (an empty answer) when there is no such record. */
export const getOwningProject = async (db: Db, target: { entity: OwnedEntity; id: number }) =>
  (await getOwningProjectId(db, target)) ?? '';

/** Spec 1 §2: up to 10 names holding the text, and whether there were more. */
export const searchByName = async (
  db: Db,
  { entity, name }: { entity: 'project' | 'property'; name: string },
): Promise<NameSearchResult> => {
  const rows = await searchNames(db, { entity, name, limit: NameSearchLimit + 1 });
  return { results: rows.slice(0, NameSearchLimit), resultLimitExceeded: rows.length > NameSearchLimit };
};
