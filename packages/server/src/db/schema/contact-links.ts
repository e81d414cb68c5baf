import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { editable, id } from './columns';
import { contacts } from './contacts';
import { instruments } from './instruments';
import { contactRoles } from './lookups';
import { projects } from './projects';
import { properties } from './properties';
import { services } from './services';
import { linkTable } from './tables';

/** A contact on exactly one instrument, property or service of a project, with its roles and role details. */
export const contactLinks = pgTable(
  'contact_links',
  {
    id: id(),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'restrict' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    instrumentId: integer('instrument_id').references(() => instruments.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id').references(() => services.id, { onDelete: 'cascade' }),
    /** Shown as "Role Details". */
    notes: text('notes'),
    /** An owner's "Owner Since" and "Owner Until" (issue 33 §4): only on a property link with the Owner role. */
    ownerSince: date('owner_since', { mode: 'string' }),
    ownerUntil: date('owner_until', { mode: 'string' }),
    ...editable(),
  },
  (t) => [
    check(
      'contact_links_one_parent',
      sql`num_nonnulls(${t.instrumentId}, ${t.propertyId}, ${t.serviceId}) = 1`,
    ),
    check('contact_links_notes_length', sql`char_length(${t.notes}) <= 100`),
    check('contact_links_owner_dates', sql`${t.ownerUntil} >= ${t.ownerSince}`),
    // A contact appears once per record; these also serve the look-ups by record.
    uniqueIndex('contact_links_instrument_contact').on(t.instrumentId, t.contactId),
    uniqueIndex('contact_links_property_contact').on(t.propertyId, t.contactId),
    uniqueIndex('contact_links_service_contact').on(t.serviceId, t.contactId),
    index('contact_links_contact').on(t.contactId),
    // contact_links_role_lines (contact, group, record) INCLUDE the parents: migration 0031's SQL (no INCLUDE here).
    index('contact_links_project').on(t.projectId),
    // The New Owners to Contact tile reads only the links with an Owner Since, a few among many.
    index('contact_links_owner_since').on(t.ownerSince, t.id).where(sql`${t.ownerSince} is not null`),
  ],
);

export const contactLinkRoles = linkTable(
  'contact_link_roles',
  { key: 'contactLinkId', column: 'contact_link_id', references: () => contactLinks.id },
  {
    key: 'contactRoleId',
    column: 'contact_role_id',
    references: () => contactRoles.id,
    onDelete: 'restrict',
    index: 'contact_link_roles_role',
  },
);
