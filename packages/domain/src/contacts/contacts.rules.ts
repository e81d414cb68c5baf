import { ContactRole } from '../ids';
import { isActiveOption } from '../lookups';
import { isAdmin, isViewOnly, type Principal } from '../roles';
import { type ContactParentType, contactMessages, JournalBatchSize } from './contacts.schema';

type User = Pick<Principal, 'roles'>;

/** The name a contact is shown by: its name, else its full name, else 'None' (spec 1 §3). */
export const contactDisplayName = (contact: { name: string | null; fullName: string | null }): string =>
  contact.name?.trim() || contact.fullName?.trim() || 'None';

export const contactParentLabel = (parentType: ContactParentType): string =>
  ({ instrument: 'Instrument', property: 'Property', service: 'Service' })[parentType];

/**
 * Whether the user may remove a contact from a record: the message that blocks it, or null. Only an
 * Admin may remove one carrying the Requestor role (spec 2 §6), so a request never loses its requestor.
 */
export const canRemoveContactLink = (link: { roleIds: readonly number[] }, user: User): string | null => {
  if (isViewOnly(user)) return contactMessages.viewOnly;
  if (link.roleIds.includes(ContactRole.Requestor) && !isAdmin(user))
    return contactMessages.requestorRemovalAdminOnly;
  return null;
};

/**
 * Whether the user may give a contact on a record these roles instead of its current ones: taking the
 * Requestor role away is the same as removing the requestor, so it is the Admin's alone too.
 */
export const canChangeContactRoles = (
  link: { roleIds: readonly number[] },
  roleIds: readonly number[],
  user: User,
): string | null => {
  if (isViewOnly(user)) return contactMessages.viewOnly;
  const losesRequestor =
    link.roleIds.includes(ContactRole.Requestor) && !roleIds.includes(ContactRole.Requestor);
  return losesRequestor && !isAdmin(user) ? contactMessages.requestorRoleAdminOnly : null;
};

type ContactRoleOption = { id: number; name: string; parentType: string; archiveDate: Date | string | null };

/**
 * Role ids must come from the record's own role list (instrument, property or service contact roles),
 * and be offered: active, or already on the link (an archived role on an old record stays). Answers the
 * message naming the roles that do not fit, or null.
 */
export const invalidContactRoles = ({
  roleIds,
  parentType,
  roles,
  current = [],
  now = new Date(),
}: {
  roleIds: readonly number[];
  parentType: ContactParentType;
  /** Every contact role, of all record types, that the ids may name. */
  roles: readonly ContactRoleOption[];
  /** The roles the link already has. */
  current?: readonly number[];
  now?: Date;
}): string | null => {
  const byId = new Map(roles.map((r) => [r.id, r]));
  const offered = (r: ContactRoleOption) =>
    r.parentType === parentType && (isActiveOption(r, now) || current.includes(r.id));
  const refused = roleIds.filter((id) => {
    const role = byId.get(id);
    return !role || !offered(role);
  });
  if (refused.length === 0) return null;
  return contactMessages.roleNotAllowed(
    contactParentLabel(parentType),
    refused.map((id) => byId.get(id)?.name ?? `Role ${id}`),
  );
};

/** The journal entry modal sends the selected contacts in batches of 20, one after another (spec 1 §7). */
export const journalBatches = <T>(ids: readonly T[], size = JournalBatchSize): T[][] =>
  Array.from({ length: Math.ceil(ids.length / size) }, (_, i) => ids.slice(i * size, (i + 1) * size));
