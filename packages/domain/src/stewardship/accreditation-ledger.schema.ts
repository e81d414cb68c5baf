import { z } from 'zod';
import { HomePageSize } from '../home/home.schema';
import { MaxPageSize, pageNumber } from '../projects/projects.schema';
import { inspectionMethods } from '../services/services.schema';
import { optionId, wholeNumber } from '../validators';
import { ledgerCellStates, ledgerElements } from './accreditation-ledger.rules';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The ledger's sortable columns; each sort ends on the instrument id so pages never overlap. */
export const ledgerSortLabels = {
  project: 'Project',
  instrument: 'Instrument ID',
  agreementType: 'Agreement Type',
  locality: 'Locality',
  staffLead: 'Staff Lead',
  executed: 'Executed Date',
} as const;
export type LedgerSort = keyof typeof ledgerSortLabels;
export const ledgerSorts = Object.keys(ledgerSortLabels) as [LedgerSort, ...LedgerSort[]];

export const ledgerMessages = {
  sort: `The Sort must be one of ${Object.values(ledgerSortLabels).join(', ')}.`,
  direction: 'The Direction must be asc or desc.',
  year: (min: number, max: number) => `The Year must be a year from ${min} to ${max}.`,
  emptyTile: (year: number) => `Every easement has been monitored in ${year}`,
  empty: 'No Active instruments match these filters.',
} as const;

/** The filters of the ledger and its export (the page keeps them in the URL). */
export const ledgerFiltersSchema = z.object({
  staffLead: optionId('Staff Lead').optional(),
  locality: optionId('Locality').optional(),
  agreementType: optionId('Agreement Type').optional(),
  sort: z.enum(ledgerSorts, { error: ledgerMessages.sort }).default('project'),
  direction: z.enum(['asc', 'desc'], { error: ledgerMessages.direction }).default('asc'),
});
export type LedgerFilters = z.infer<typeof ledgerFiltersSchema>;

/** GET stewardship/ledger: a page of 100 at most (100 when missing). */
export const ledgerQuerySchema = ledgerFiltersSchema.extend({
  page: pageNumber('Page', 1, 999_999),
  pageSize: pageNumber('Page Size', HomePageSize, MaxPageSize),
});
export type LedgerQuery = z.infer<typeof ledgerQuerySchema>;

/** The accreditation Project List's years: the three ending with `throughYear` (this year when missing). */
export const ProjectListYearCount = 3;
export const projectListQuerySchema = z.object({
  throughYear: wholeNumber('Year', { maxLength: 4 })
    .optional()
    .refine((year) => year === undefined || (year >= 1900 && year <= 2999), {
      error: ledgerMessages.year(1900, 2999),
    }),
});

export const ledgerCellSchema = z.object({
  year: z.number().int(),
  state: z.enum(ledgerCellStates),
  serviceId: z.number().int().nullable(),
  projectId: z.number().int().nullable(),
  date: day.nullable(),
  method: z.literal([...inspectionMethods, null]),
  inspectorName: z.string().nullable(),
  reportCompletedDate: day.nullable(),
  reportCompletedByName: z.string().nullable(),
  missing: z.array(z.enum(ledgerElements)),
});

export const ledgerRowSchema = z.object({
  instrumentId: z.number().int(),
  projectId: z.number().int(),
  projectName: z.string(),
  agreementTypeName: z.string(),
  localityName: z.string().nullable(),
  staffLeadName: z.string().nullable(),
  executedDate: day.nullable(),
  properties: z.array(z.object({ id: z.number().int(), name: z.string().nullable() })),
  lastGroundVisit: day.nullable(),
  groundVisitDueBy: day.nullable(),
  groundVisitOverdue: z.boolean(),
  cells: z.array(ledgerCellSchema),
  /** Per year of the ledger (as `years`): the day of that year's latest owner contact, or null (issue 33 §4). */
  ownerContacted: z.array(day.nullable()),
});
export type LedgerRow = z.infer<typeof ledgerRowSchema>;

export const ledgerPageSchema = z.object({
  years: z.array(z.number().int()),
  items: z.array(ledgerRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type LedgerPage = z.infer<typeof ledgerPageSchema>;

/** GET stewardship/ledger/totals: the filters alone (the totals do not depend on the sort or page). */
export const ledgerTotalsQuerySchema = ledgerFiltersSchema.pick({
  staffLead: true,
  locality: true,
  agreementType: true,
});
/**
 * 'N of M easements monitored' per year, over every easement the filters match: its own request, so a
 * page of the ledger never waits for a pass over every easement's inspections.
 */
export const ledgerTotalsSchema = z.object({
  totals: z.array(
    z.object({ year: z.number().int(), monitored: z.number().int(), required: z.number().int() }),
  ),
});
export type LedgerTotals = z.infer<typeof ledgerTotalsSchema>;

/** GET stewardship/notMonitored: the home tile 'Easements Not Yet Monitored in {year}'. */
export const notMonitoredEasementSchema = z.object({
  instrumentId: z.number().int(),
  projectId: z.number().int(),
  projectName: z.string(),
  agreementTypeName: z.string(),
  executedDate: day.nullable(),
  lastInspection: day.nullable(),
});
export type NotMonitoredEasement = z.infer<typeof notMonitoredEasementSchema>;
export const notMonitoredPageSchema = z.object({
  year: z.number().int(),
  items: z.array(notMonitoredEasementSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type NotMonitoredPage = z.infer<typeof notMonitoredPageSchema>;

/** The tile's title. */
export const notMonitoredTileTitle = (year: number) => `Easements Not Yet Monitored in ${year}`;

/** The years the search's 'Monitored in Year' offers: the current one and the nine before, newest first. */
export const monitoringYearOptions = (currentYear: number) =>
  Array.from({ length: 10 }, (_, i) => ({ id: currentYear - i, name: String(currentYear - i) }));
