import { z } from 'zod';
import { MaxPageSize, pageNumber } from '../projects/projects.schema';

/** The records with a History card; `GET {entity}/{id}/history` answers for each. */
export const historyEntities = ['project', 'property', 'instrument', 'service'] as const;
export type HistoryEntity = (typeof historyEntities)[number];

/** A History card shows 10 changes at a time, newest first. */
export const HistoryPageSize = 10;

export const historyQuerySchema = z.object({
  page: pageNumber('Page', 1, 999_999),
  pageSize: pageNumber('Page Size', HistoryPageSize, MaxPageSize),
});

/** One changed field of an update, both values in the product's formats ('None' when empty). */
export const historyChangeSchema = z.object({ label: z.string(), before: z.string(), after: z.string() });
export type HistoryChange = z.infer<typeof historyChangeSchema>;

/**
 * One change: who, when (an instant), what was done to which kind of record (`card`: 'Property',
 * 'Tax Parcel', 'Event' …) and, for an update, each field that changed. `subject` names the record
 * inside its card (a locality's name, a parcel's id) when it has one.
 */
export const historyEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  userName: z.string(),
  /** The file of the import that made the change ('imported from Properties.xlsx by …'), or null. */
  importedFrom: z.string().nullable(),
  action: z.enum(['created', 'updated', 'deleted', 'restored']),
  card: z.string(),
  recordId: z.number().int(),
  subject: z.string().nullable(),
  changes: z.array(historyChangeSchema),
  /**
   * A service photo's entry while its bytes are kept: the card shows its thumbnail, and an Admin may
   * restore it from a delete entry while it is still deleted (`restorable`).
   */
  photo: z.object({ id: z.number().int(), restorable: z.boolean() }).nullable(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const historyPageSchema = z.object({
  items: z.array(historyEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type HistoryPage = z.infer<typeof historyPageSchema>;
