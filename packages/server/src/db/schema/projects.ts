import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { editable, id } from './columns';
import { users } from './core';
import { projectStatuses } from './lookups';

/**
 * A project holds properties, instruments and services (spec 2). Its acres, localities and
 * partnership-grant flag are derived from its children, not stored. Created and last edited
 * times are `created_at` and `updated_at`.
 */
export const projects = pgTable(
  'projects',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description'),
    statusId: integer('status_id')
      .notNull()
      .default(1)
      .references(() => projectStatuses.id, { onDelete: 'restrict' }),
    /** PNG data URI; "present" only when longer than 30 characters (spec 1 §9). */
    photo: text('photo'),
    photoBoxId: text('photo_box_id'),
    /** Box folder id: numeric, kept as text because such ids outgrow a 32-bit integer. */
    documentFolderId: text('document_folder_id'),
    createdById: integer('created_by_id').references(() => users.id),
    lastEditedById: integer('last_edited_by_id').references(() => users.id),
    ...editable(),
  },
  (t) => [
    check('projects_name_length', sql`char_length(${t.name}) between 1 and 50`),
    check('projects_description_length', sql`char_length(${t.description}) <= 1000`),
    check('projects_document_folder_numeric', sql`${t.documentFolderId} ~ '^[0-9]{1,30}$'`),
    index('projects_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
    // Sorting a search by status walks the statuses in name order and this index inside each (issue 32).
    index('projects_status_id').on(t.statusId, t.id),
  ],
);
