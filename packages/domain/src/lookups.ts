import { z } from 'zod';

/** Every lookup option (spec 1 §3): only options with no archive date in the past are offered. */
export const lookupOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sortOrder: z.number().int(),
  archiveDate: z.string().nullable(),
});
export type LookupOption = z.infer<typeof lookupOptionSchema>;

export const isActiveOption = (option: { archiveDate: string | null }, now: Date = new Date()): boolean =>
  option.archiveDate === null || new Date(option.archiveDate).getTime() > now.getTime();

/**
 * The options a form offers: active ones, plus the one already chosen (so an archived value on an
 * old record still shows), in sort order then name.
 */
export const offeredOptions = <T extends { id: number; archiveDate: string | null; sortOrder: number; name: string }>(
  options: readonly T[],
  selectedId?: number | null,
  now: Date = new Date(),
): T[] =>
  options
    .filter((o) => isActiveOption(o, now) || o.id === selectedId)
    .sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name));
