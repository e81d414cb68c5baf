import { isActiveOption } from '../lookups';

/** What the event rules read of an event type (spec 3 §3: adminEditOnly and adminDeleteOnly flags). */
export type EventTypeFlags = {
  id: number;
  archiveDate: string | null;
  adminEditOnly: boolean;
  adminDeleteOnly: boolean;
};

/**
 * The types an event form offers (spec 3 §5): active ones, admin-edit-only ones to admins only, and
 * always the event's current type so an existing event shows what it is.
 */
export const offeredEventTypes = <T extends EventTypeFlags>(
  types: readonly T[],
  { isAdmin, currentTypeId = null }: { isAdmin: boolean; currentTypeId?: number | null },
  now: Date = new Date(),
): T[] =>
  types.filter((t) => t.id === currentTypeId || (isActiveOption(t, now) && (isAdmin || !t.adminEditOnly)));

/** May this user choose `type` for a new event, or as the new type of an existing one? */
export const mayChooseEventType = (
  type: EventTypeFlags | undefined,
  { isAdmin }: { isAdmin: boolean },
): boolean => type !== undefined && (isAdmin || !type.adminEditOnly);

/** Type and date of an existing admin-delete-only event are the admin's to change (spec 3 §5). */
export const mayEditEventTypeAndDate = (
  type: EventTypeFlags | undefined,
  { isAdmin }: { isAdmin: boolean },
): boolean => isAdmin || !type?.adminDeleteOnly;

/** Non-admins may not delete an event whose type is unknown or admin-delete-only (spec 3 §5). */
export const mayDeleteEvent = (
  type: EventTypeFlags | undefined,
  { isAdmin }: { isAdmin: boolean },
): boolean => isAdmin || (type !== undefined && !type.adminDeleteOnly);
