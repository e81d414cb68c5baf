import { z } from 'zod';
import { formatNumber } from '../format';
import { ListLimits } from '../list-limits';
import { messages } from '../messages';
import { inspectionStates } from '../stewardship/stewardship.rules';
import { bounded, numericId } from '../validators';
import {
  facetsByType,
  facetValueSchema,
  isMultiValued,
  type SearchEntityType,
  type SearchFacetKey,
  type SearchFacets,
  searchFacets,
} from './search-facets';

/** Spec 1 §9: the page sizes offered; a search starts on page 1 with 5 rows. */
export const SearchPageSizes = [5, 10, 25, 50, 75, 100] as const;
export const InitialSearchPageSize = 5;

/** Spec 1 §2, the result columns; `sortable` columns sort on the server. */
export type SearchColumn = { key: string; label: string };
export const searchColumns = {
  Contact: [
    { key: 'name', label: 'Name' },
    { key: 'address', label: 'Address' },
  ],
  Instrument: [
    { key: 'id', label: 'ID' },
    { key: 'projectId', label: 'Project ID' },
    { key: 'instrumentType', label: 'Type' },
    { key: 'staffLeadName', label: 'Staff Lead' },
    { key: 'instrumentStatus', label: 'Status' },
    { key: 'localityName', label: 'Locality' },
    { key: 'executedDate', label: 'Executed Date' },
  ],
  Property: [
    { key: 'id', label: 'Property ID' },
    { key: 'name', label: 'Name' },
    { key: 'status', label: 'Status' },
    { key: 'localityName', label: 'Locality' },
    { key: 'acres', label: 'Acres' },
    { key: 'nextInspectionDue', label: 'Next Inspection Due' },
    { key: 'openCases', label: 'Open Violation Cases' },
  ],
  Service: [
    { key: 'id', label: 'ID' },
    { key: 'propertyId', label: 'Property ID' },
    { key: 'serviceCategory', label: 'Category' },
    { key: 'serviceType', label: 'Component(s)' },
    { key: 'serviceAgreementType', label: 'Agreement Type' },
    { key: 'serviceStatus', label: 'Status' },
    { key: 'staffLeadName', label: 'Staff Lead' },
  ],
  Project: [
    { key: 'id', label: 'Project ID' },
    { key: 'name', label: 'Name' },
    { key: 'status', label: 'Status' },
    { key: 'acres', label: 'Total Acres' },
    { key: 'localityName', label: 'Locality' },
  ],
} as const satisfies Record<SearchEntityType, readonly SearchColumn[]>;

export type SortDirection = 'asc' | 'desc';

/** Spec 1 §2: id descending; contacts by name ascending. */
export const defaultSort = (type: SearchEntityType): { sortBy: string; sortDirection: SortDirection } =>
  type === 'Contact' ? { sortBy: 'name', sortDirection: 'asc' } : { sortBy: 'id', sortDirection: 'desc' };

export const searchMessages = {
  unknownFacet: (keys: readonly string[]) =>
    `${keys.length === 1 ? 'This search filter is' : 'These search filters are'} not known for this type: ${keys.join(', ')}.`,
  needsEventType: 'Choose an Event Type before an event date.',
  needsContact: 'Choose a Contact before a role.',
  pageSize: `The Items per Page field must be one of ${SearchPageSizes.join(', ')}.`,
  sortBy: 'The results cannot be sorted by this column.',
  sortDirection: 'The sort direction must be asc or desc.',
} as const;

/** One value or a repeated parameter, as a query string gives them, always as a list. */
const asList = (value: unknown) => (value === undefined || Array.isArray(value) ? value : [value]);
/** A single-valued facet sent twice is refused with the spec's single_required message. */
const asSingle = (field: string) => (value: unknown, ctx: z.RefinementCtx) => {
  if (!Array.isArray(value)) return value;
  if (value.length === 1) return value[0];
  ctx.addIssue({ code: 'custom', message: messages.singleRequired(field) });
  return z.NEVER;
};

const facetSchema = (key: SearchFacetKey) => {
  const { label } = searchFacets[key];
  const value = facetValueSchema(key);
  if (!isMultiValued(key)) return z.preprocess(asSingle(label), value).optional();
  return z
    .preprocess(
      asList,
      bounded(z.array(value), { field: `${label} values`, max: ListLimits.searchFacetValues }),
    )
    .optional();
};

const pagingSchema = (type: SearchEntityType) => {
  const sortKeys = searchColumns[type].map((c) => c.key) as [string, ...string[]];
  return {
    currentPage: z.preprocess(asSingle('Page'), numericId('Page')).default(1),
    pageSize: z
      .preprocess(
        asSingle('Items per Page'),
        z.coerce.number({ error: searchMessages.pageSize }).refine((n) => SearchPageSizes.includes(n as 5), {
          error: searchMessages.pageSize,
        }),
      )
      .default(InitialSearchPageSize),
    sortBy: z.preprocess(asSingle('Sort'), z.enum(sortKeys, { error: searchMessages.sortBy })).optional(),
    sortDirection: z
      .preprocess(
        asSingle('Sort Direction'),
        z.enum(['asc', 'desc'], { error: searchMessages.sortDirection }),
      )
      .optional(),
  };
};

const facetShape = (type: SearchEntityType) =>
  Object.fromEntries(facetsByType[type].map((key) => [key, facetSchema(key)])) as Record<
    SearchFacetKey,
    ReturnType<typeof facetSchema>
  >;

/** The cross-field rules: event dates need an event type, roles need a contact, minimum ≤ maximum acres. */
const facetRules = (facets: SearchFacets, ctx: z.RefinementCtx) => {
  const eventDate = facets.eventDateAfter !== undefined || facets.eventDateBefore !== undefined;
  if (eventDate && facets.hasEventType === undefined && facets.doesNotHaveEventType === undefined) {
    ctx.addIssue({
      code: 'custom',
      message: searchMessages.needsEventType,
      path: [facets.eventDateAfter !== undefined ? 'eventDateAfter' : 'eventDateBefore'],
    });
  }
  const hasContact =
    (facets.contacts as string[] | undefined)?.length || (facets.notContacts as string[] | undefined)?.length;
  if ((facets.roles as number[] | undefined)?.length && !hasContact) {
    ctx.addIssue({ code: 'custom', message: searchMessages.needsContact, path: ['roles'] });
  }
  const { minimumAcres: min, maximumAcres: max } = facets;
  if (typeof min === 'number' && typeof max === 'number' && max < min) {
    ctx.addIssue({
      code: 'custom',
      message: messages.minValue('Maximum Acres', min),
      path: ['maximumAcres'],
    });
  }
};

/**
 * GET {EntityType}/search: the type's facets (repeated parameters for lists), the page and the sort.
 * Unknown parameters are refused, so a misspelt facet never silently widens a search.
 */
export const searchQuerySchema = (type: SearchEntityType) =>
  z
    .strictObject(
      { ...facetShape(type), ...pagingSchema(type) },
      {
        error: (issue) =>
          issue.code === 'unrecognized_keys' ? searchMessages.unknownFacet(issue.keys) : undefined,
      },
    )
    .superRefine((query, ctx) => facetRules(query as SearchFacets, ctx));

/** The same facets without paging: the result ids an export sends. */
export const searchIdsQuerySchema = (type: SearchEntityType) =>
  z
    .strictObject(
      {
        ...facetShape(type),
        sortBy: pagingSchema(type).sortBy,
        sortDirection: pagingSchema(type).sortDirection,
      },
      {
        error: (issue) =>
          issue.code === 'unrecognized_keys' ? searchMessages.unknownFacet(issue.keys) : undefined,
      },
    )
    .superRefine((query, ctx) => facetRules(query as SearchFacets, ctx));

/** The facets alone: the map of every match (GET {Property|Project}/searchMapPoints) has no page or sort. */
export const searchFacetsQuerySchema = (type: SearchEntityType) =>
  z
    .strictObject(facetShape(type), {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? searchMessages.unknownFacet(issue.keys) : undefined,
    })
    .superRefine((query, ctx) => facetRules(query as SearchFacets, ctx));

export type SearchQuery = SearchFacets & {
  currentPage: number;
  pageSize: number;
  sortBy?: string;
  sortDirection?: SortDirection;
};

/** POST {entityType}/exportsearchresults: the result ids, capped before any is read. */
export const exportIdsSchema = bounded(
  z.array(numericId('ID')).min(1, { error: messages.multiRequired('ID') }),
  {
    field: 'IDs',
    max: ListLimits.searchExportIds,
    typeMessage: messages.multiRequired('ID'),
  },
);

/** GET project/exportsearchresults?ids=..: repeated `ids=` and a comma list are both accepted. */
export const projectExportQuerySchema = z.strictObject({
  ids: z.preprocess(
    (value) =>
      (Array.isArray(value) ? value : [value]).flatMap((v) => (typeof v === 'string' ? v.split(',') : [v])),
    exportIdsSchema,
  ),
});

export const contactSearchRowSchema = z.object({
  crmId: z.string(),
  name: z.string(),
  address: z.string(),
  /** 'Instrument {id} - {role}', then Property lines, then Service lines, each group by id. */
  roles: z.array(z.string()),
});
export const instrumentSearchRowSchema = z.object({
  id: z.number(),
  projectId: z.number(),
  projectName: z.string().nullable(),
  instrumentType: z.string().nullable(),
  staffLeadName: z.string().nullable(),
  instrumentStatus: z.string(),
  localityName: z.string().nullable(),
  executedDate: z.string().nullable(),
});
export const propertySearchRowSchema = z.object({
  id: z.number(),
  projectId: z.number(),
  name: z.string().nullable(),
  status: z.string(),
  localityName: z.string().nullable(),
  acres: z.number().nullable(),
  /** Issue 12 §2: YYYY-MM-DD; null with no schedule or never inspected (told apart by the state). */
  nextInspectionDue: z.string().nullable(),
  inspectionState: z.enum(inspectionStates).nullable(),
  /** Issue 33 §6: how many of its violation cases are open (`isCaseOpen`). */
  openCases: z.number(),
});
export const serviceSearchRowSchema = z.object({
  id: z.number(),
  projectId: z.number(),
  /** Null for a multi-property service (shown with the multi-property marker). */
  propertyId: z.number().nullable(),
  isMultiProperty: z.boolean(),
  serviceCategory: z.string(),
  serviceType: z.string().nullable(),
  serviceAgreementType: z.string(),
  serviceStatus: z.string(),
  staffLeadName: z.string().nullable(),
});
export const projectSearchRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  status: z.string(),
  acres: z.number().nullable(),
  localityName: z.string().nullable(),
});

export const searchRowSchemas = {
  Contact: contactSearchRowSchema,
  Instrument: instrumentSearchRowSchema,
  Property: propertySearchRowSchema,
  Service: serviceSearchRowSchema,
  Project: projectSearchRowSchema,
} as const;

export type SearchRows = { [T in SearchEntityType]: z.infer<(typeof searchRowSchemas)[T]> };

/**
 * A search's count stops here when the page asked for lies in the first quarter of it: 'Showing 1-25 of
 * more than 10,000'. Counting every match read all of them (a Service search by 'Does Not Have Event
 * Type' counted 122,000 services for a page of 5; ten times that at ten times the data); stopped, the
 * count costs the same at any size. The same number as Export Results' cap, so what the page says
 * is what an export can hold. A page past the first quarter is counted exactly (its plan needs it).
 */
export const SearchCountLimit = 10_000;

/** How many a search found, as the page says it: '12', or 'more than 10,000' when the count stopped. */
export const formatSearchCount = ({
  totalCount,
  countCapped,
}: {
  totalCount: number;
  countCapped: boolean;
}) => (countCapped ? `more than ${formatNumber(totalCount)}` : formatNumber(totalCount));

export const searchResultsSchema = <T extends SearchEntityType>(type: T) =>
  z.object({
    results: z.array(searchRowSchemas[type]),
    totalCount: z.number(),
    /** True when more than `totalCount` (then `SearchCountLimit`) records match. */
    countCapped: z.boolean(),
    currentPage: z.number(),
    pageSize: z.number(),
  });

export type SearchResults<T extends SearchEntityType> = {
  results: SearchRows[T][];
  totalCount: number;
  countCapped: boolean;
  currentPage: number;
  pageSize: number;
};

/** The export's file when the answer names none (spec 1 §7). */
export const exportFileName = (type: Exclude<SearchEntityType, 'Contact'>) =>
  type === 'Project' ? 'ProjectSearchResults.zip' : `${type}SearchResults.xlsx`;

/** Spec 1 §9: category cut at 20 characters in search, components at 25. */
export const SearchTextLimits = { category: 20, components: 25 } as const;
