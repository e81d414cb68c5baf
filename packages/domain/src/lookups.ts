import { z } from 'zod';

/** Every lookup option (spec 1 §3): only options with no archive date in the past are offered. */
export const lookupOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sortOrder: z.number().int(),
  archiveDate: z.string().nullable(),
});
export type LookupOption = z.infer<typeof lookupOptionSchema>;

/**
 * The one 'archived option' rule: an option is offered until its archive date has passed (the server
 * applies the same in SQL, `db/exists.ts` listOfferedIds). The date may come as an ISO text (an API
 * answer) or a Date (a row on the server).
 */
export const isActiveOption = (
  option: { archiveDate: string | Date | null },
  now: Date = new Date(),
): boolean => option.archiveDate === null || new Date(option.archiveDate).getTime() > now.getTime();

/**
 * The options a form offers: active ones, plus the one already chosen (so an archived value on an
 * old record still shows), in sort order then name.
 */
export const offeredOptions = <
  T extends { id: number; archiveDate: string | null; sortOrder: number; name: string },
>(
  options: readonly T[],
  selectedId?: number | null,
  now: Date = new Date(),
): T[] =>
  options
    .filter((o) => isActiveOption(o, now) || o.id === selectedId)
    .sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name));

/** Lookup lists with extras (spec 1 §3, spec 3 §3). */
export const instrumentTypeOptionSchema = lookupOptionSchema.extend({ code: z.string() });
/** A locality with its Census FIPS code (null for one added by hand), by which the map draws it. */
export const localityOptionSchema = lookupOptionSchema.extend({ censusFips: z.string().nullable() });
export type LocalityOption = z.infer<typeof localityOptionSchema>;
export const serviceCategoryOptionSchema = lookupOptionSchema.extend({ isMultiProjectEligible: z.boolean() });
export const serviceTypeOptionSchema = lookupOptionSchema.extend({
  serviceCategoryId: z.number().int(),
  category: z.object({ name: z.string(), sortOrder: z.number().int() }),
});
export const eventTypeOptionSchema = lookupOptionSchema.extend({
  adminEditOnly: z.boolean(),
  adminDeleteOnly: z.boolean(),
});
export const tagTypeOptionSchema = lookupOptionSchema.extend({ canEdit: z.boolean() });
export const tagTypeSchema = tagTypeOptionSchema.extend({ usageCount: z.number().int() });
export type InstrumentTypeOption = z.infer<typeof instrumentTypeOptionSchema>;
export type ServiceCategoryOption = z.infer<typeof serviceCategoryOptionSchema>;
export type ServiceTypeOption = z.infer<typeof serviceTypeOptionSchema>;
export type EventTypeOption = z.infer<typeof eventTypeOptionSchema>;
export type TagTypeWithUsage = z.infer<typeof tagTypeSchema>;

/** A user as the staff lead selector and the reviewers list see them. */
export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  inactive: z.boolean(),
  /** The user's last sign-in was view-only: they may not be given work (a review). */
  viewOnly: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

/** GET users/me: the user record behind the token, with the roles the server read from it. */
export const currentUserSchema = userSchema.extend({ oid: z.string(), roles: z.array(z.string()) });
export type CurrentUser = z.infer<typeof currentUserSchema>;
