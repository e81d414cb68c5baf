import {
  canManageInstrumentTags,
  instrumentMessages,
  messages,
  type TagTypeSave,
  tagNameError,
} from '@app/domain';
import type { Caller } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/tx';
import { conflict, fieldError, forbidden, notFound } from '../../lib/errors';
import { invalidateLookups } from '../lookups/api';
import {
  deleteTagType,
  getTagTypeRow,
  getTagTypeWithUsage,
  insertTagType,
  listTagTypeRows,
  lockTagTypes,
  renameTagType,
} from './instrument-tags.repo';

const tagNotFound = () => notFound(messages.entityNotFound('Tag'));

const withIsoDate = <T extends { archiveDate: Date | null }>(row: T) => ({
  ...row,
  archiveDate: row.archiveDate?.toISOString() ?? null,
});

/**
 * Adds a tag (no id) or renames one, Admin only. The name must be unique among the active tags (exact
 * match, checked under the table lock); a tag marked canEdit false is refused. Answers the tag.
 */
export const saveTagType = async (db: Db, input: TagTypeSave, { user, actor }: Caller) => {
  if (!canManageInstrumentTags(user)) throw forbidden(instrumentMessages.tagsAdminOnly);
  const id = await inTransaction(db, async (tx) => {
    await lockTagTypes(tx);
    const existing = input.id === null ? undefined : await getTagTypeRow(tx, input.id);
    if (input.id !== null && !existing) throw tagNotFound();
    if (existing && !existing.canEdit) throw conflict(instrumentMessages.tagNotEditable);
    const error = tagNameError(input.name, await listTagTypeRows(tx), input.id);
    if (error) throw fieldError('name', error);
    if (!existing) return (await insertTagType(tx, actor, input.name)).id;
    await renameTagType(tx, actor, { id: existing.id, version: existing.version, name: input.name });
    return existing.id;
  });
  // After the commit: the instrument tags list is answered from memory.
  invalidateLookups();
  const tag = await getTagTypeWithUsage(db, id);
  if (!tag) throw tagNotFound();
  return withIsoDate(tag);
};

/** Deletes a tag (Admin only, canEdit tags only) and removes it from every instrument that has it. */
export const removeTagType = async (db: Db, id: number, { user, actor }: Caller) => {
  if (!canManageInstrumentTags(user)) throw forbidden(instrumentMessages.tagsAdminOnly);
  await inTransaction(db, async (tx) => {
    await lockTagTypes(tx);
    const existing = await getTagTypeRow(tx, id);
    if (!existing) throw tagNotFound();
    if (!existing.canEdit) throw conflict(instrumentMessages.tagNotEditable);
    await deleteTagType(tx, actor, id);
  });
  invalidateLookups();
  return { id };
};
