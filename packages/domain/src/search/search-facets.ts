import { z } from 'zod';
import { crmIdSchema } from '../contacts/contacts.schema';
import type { LookupPath } from '../lookup-paths';
import { acres, numericId, usDate } from '../validators';
import { mapAreaSchema } from './map-area';

/** The types of the 'Search by' selector (spec 1 §2), spelled as the search paths spell them. */
export const searchEntityTypes = ['Contact', 'Instrument', 'Project', 'Property', 'Service'] as const;
export type SearchEntityType = (typeof searchEntityTypes)[number];

/**
 * How a facet's value is entered and read:
 * - `options`: ids chosen from a list (a lookup list, or the users), several at once;
 * - `option`: one id from a list (an event type);
 * - `ids`: record ids typed one by one (multi-entry);
 * - `id`: one record id typed in a text box;
 * - `contacts`: CRM ids picked through the Search Contacts modal;
 * - `acres`, `date`: one number or one day; `flag`: a checkbox;
 * - `box`: a map area, west, south, east and north (set from the results' map, or typed).
 */
export type FacetKind = 'options' | 'option' | 'ids' | 'id' | 'contacts' | 'acres' | 'date' | 'flag' | 'box';

/**
 * Where a list facet's options come from: a lookup list, the active users, the inspection states
 * (`inspectionSearchOptions`) or the recent years (`monitoringYearOptions`).
 */
export type FacetOptionsSource = LookupPath | 'users' | 'inspectionStates' | 'monitoringYears';

export type FacetDefinition = {
  label: string;
  kind: FacetKind;
  /** The options of a list facet; per type where the types use different lists (event types). */
  options?: FacetOptionsSource | Partial<Record<SearchEntityType, FacetOptionsSource>>;
  /** A facet that means something only beside one of these (the panel disables it until one is set). */
  requires?: readonly string[];
};

/** Fixed ids of the search-option lists (seeded with these ids). */
export const FeeSearchOption = { FeeCharged: 1, NoFeeCharged: 2, FeePaid: 3, FeeNotPaid: 4 } as const;
export const ReviewSearchOption = { HasOpenReviews: 1, HasCompleteReviews: 2, HasNoReviews: 3 } as const;
export const PartnershipGrantSearchOption = { HasGrants: 1, HasNoGrants: 2 } as const;

/**
 * Options of one facet that no record can hold at once (each chosen option must hold): no reviews
 * and an open or complete one, a fee charged and none, no fee charged and a fee not paid, grants and
 * none. Chosen together nothing matches, and the search says so without reading a record (at ten times
 * the large set such a search read a million services to find none: 564 ms).
 */
const exclusiveOptions: Partial<Record<string, readonly (readonly [number, number])[]>> = {
  reviews: [
    [ReviewSearchOption.HasNoReviews, ReviewSearchOption.HasOpenReviews],
    [ReviewSearchOption.HasNoReviews, ReviewSearchOption.HasCompleteReviews],
  ],
  fees: [
    [FeeSearchOption.FeeCharged, FeeSearchOption.NoFeeCharged],
    [FeeSearchOption.NoFeeCharged, FeeSearchOption.FeeNotPaid],
  ],
  partnershipGrants: [[PartnershipGrantSearchOption.HasGrants, PartnershipGrantSearchOption.HasNoGrants]],
};

/** Whether the options chosen of a facet exclude each other (see exclusiveOptions). */
export const optionsExcludeEachOther = (facet: string, chosen: readonly number[]): boolean =>
  (exclusiveOptions[facet] ?? []).some(([a, b]) => chosen.includes(a) && chosen.includes(b));

const eventTypes = { Instrument: 'event/instrumenteventtypes', Service: 'event/serviceeventtypes' } as const;
const eventType = { requires: ['hasEventType', 'doesNotHaveEventType'] } as const;
const contact = { requires: ['contacts', 'notContacts'] } as const;

/**
 * Every facet of the advanced search (spec 1 §3, the complete key list), as data: the panels and the
 * server's query are both built from these entries. Adding a facet is one entry here plus its SQL
 * predicate in the server's search module.
 */
export const searchFacets = {
  agreementTypes: { label: 'Agreement Type', kind: 'options', options: 'instrument/agreementtypes' },
  localities: { label: 'Locality', kind: 'options', options: 'locality/localities' },
  instrumentStatuses: {
    label: 'Instrument Status',
    kind: 'options',
    options: 'instrument/instrumentstatuses',
  },
  instrumentRoles: { label: 'Instrument Role', kind: 'options', options: 'instrument/contactroles' },
  propertyStatuses: { label: 'Property Status', kind: 'options', options: 'property/propertystatuses' },
  propertyRoles: { label: 'Property Role', kind: 'options', options: 'property/contactroles' },
  serviceIds: { label: 'Service ID', kind: 'ids' },
  serviceRoles: { label: 'Service Role', kind: 'options', options: 'service/contactroles' },
  instrumentTypes: { label: 'Instrument Type', kind: 'options', options: 'instrument/instrumenttypes' },
  instrumentTags: { label: 'Instrument Tag', kind: 'options', options: 'instrument/instrumenttags' },
  staffLeads: { label: 'Staff Lead', kind: 'options', options: 'users' },
  grantPrograms: { label: 'Grant Program', kind: 'options', options: 'partnershipGrant/grantPrograms' },
  hasEventType: { label: 'Has Event Type', kind: 'option', options: eventTypes },
  doesNotHaveEventType: { label: 'Does Not Have Event Type', kind: 'option', options: eventTypes },
  eventDateAfter: { label: 'Event Date After', kind: 'date', ...eventType },
  eventDateBefore: { label: 'Event Date Before', kind: 'date', ...eventType },
  contacts: { label: 'Contact Is', kind: 'contacts' },
  notContacts: { label: 'Contact Is Not', kind: 'contacts' },
  roles: { label: 'With Role(s)', kind: 'options', options: 'instrument/contactroles', ...contact },
  propertyIds: { label: 'Property ID', kind: 'ids' },
  minimumAcres: { label: 'Minimum Acres', kind: 'acres' },
  maximumAcres: { label: 'Maximum Acres', kind: 'acres' },
  exceedsAllowedDwellings: { label: 'Dwellings: Exceeds Allowed Rights', kind: 'flag' },
  doesNotExceedAllowedDwellings: { label: 'Dwellings: Does Not Exceed Allowed Rights', kind: 'flag' },
  exceedsAllowedFinishedArea: { label: 'Finished Area: Exceeds Allowed Rights', kind: 'flag' },
  doesNotExceedAllowedFinishedArea: {
    label: 'Finished Area: Does Not Exceed Allowed Rights',
    kind: 'flag',
  },
  exceedsAllowedImperviousSurface: { label: 'Impervious Surface: Exceeds Allowed Rights', kind: 'flag' },
  doesNotExceedAllowedImperviousSurface: {
    label: 'Impervious Surface: Does Not Exceed Allowed Rights',
    kind: 'flag',
  },
  serviceCategories: { label: 'Service Category', kind: 'options', options: 'service/categories' },
  serviceTypes: { label: 'Component', kind: 'options', options: 'service/types' },
  serviceStatuses: { label: 'Service Status', kind: 'options', options: 'service/statuses' },
  reviews: { label: 'Reviews', kind: 'options', options: 'service/reviewsearchoptions' },
  reviewers: { label: 'Reviewer', kind: 'options', options: 'users' },
  reviewAssigners: { label: 'Review Assigner', kind: 'options', options: 'users' },
  fees: { label: 'Fees', kind: 'options', options: 'service/feesearchoptions' },
  serviceProducts: { label: 'Has Service Product', kind: 'options', options: 'service/products' },
  previousServices: { label: 'Previous Service ID', kind: 'id' },
  projectIds: { label: 'Project ID', kind: 'ids' },
  projectStatuses: { label: 'Project Status', kind: 'options', options: 'project/projectstatuses' },
  partnershipGrants: {
    label: 'Partnership Grants',
    kind: 'options',
    options: 'project/partnershipgrantsearchoptions',
  },
  executedDateAfter: { label: 'Executed Date After', kind: 'date' },
  executedDateBefore: { label: 'Executed Date Before', kind: 'date' },
  // Issue 12 §2: the stewardship schedule's state (options: `inspectionSearchOptions`).
  inspection: { label: 'Inspection', kind: 'options', options: 'inspectionStates' },
  // Issue 21: the accreditation ledger's fact (an Inspection event that year), by year id.
  monitoredInYear: { label: 'Monitored in Year', kind: 'option', options: 'monitoringYears' },
  notMonitoredInYear: { label: 'Not Monitored in Year', kind: 'option', options: 'monitoringYears' },
  // Issue 19: the access point or the boundary's box inside a box of the map (`map-area.ts`).
  mapArea: { label: 'Within the Map Area', kind: 'box' },
  // Issue 33 §6: a violation case on the property (an instrument's: naming it; a project's: on one of
  // its properties). Open is the cases rules' `isCaseOpen`; the type matches a case of any status.
  hasOpenViolationCase: { label: 'Has an Open Violation Case', kind: 'flag' },
  violationCaseTypes: { label: 'Violation Case Type', kind: 'options', options: 'case/types' },
} as const satisfies Record<string, FacetDefinition>;

export type SearchFacetKey = keyof typeof searchFacets;

/** The facets of each type, in the panel's order (spec 1 §2). */
export const facetsByType = {
  Contact: [
    'agreementTypes',
    'localities',
    'instrumentStatuses',
    'instrumentRoles',
    'propertyStatuses',
    'propertyRoles',
    'serviceIds',
    'serviceRoles',
  ],
  Instrument: [
    'agreementTypes',
    'instrumentTypes',
    'instrumentTags',
    'instrumentStatuses',
    'staffLeads',
    'localities',
    'grantPrograms',
    'hasEventType',
    'doesNotHaveEventType',
    'eventDateAfter',
    'eventDateBefore',
    'contacts',
    'notContacts',
    'roles',
    'monitoredInYear',
    'notMonitoredInYear',
    'hasOpenViolationCase',
    'violationCaseTypes',
  ],
  Property: [
    'agreementTypes',
    'propertyIds',
    'propertyStatuses',
    'localities',
    'minimumAcres',
    'maximumAcres',
    'exceedsAllowedDwellings',
    'doesNotExceedAllowedDwellings',
    'exceedsAllowedFinishedArea',
    'doesNotExceedAllowedFinishedArea',
    'exceedsAllowedImperviousSurface',
    'doesNotExceedAllowedImperviousSurface',
    'inspection',
    'mapArea',
    'hasOpenViolationCase',
    'violationCaseTypes',
  ],
  Service: [
    'serviceCategories',
    'serviceTypes',
    'agreementTypes',
    'staffLeads',
    'serviceStatuses',
    'localities',
    'reviews',
    'reviewers',
    'reviewAssigners',
    'fees',
    'serviceProducts',
    'previousServices',
    'hasEventType',
    'doesNotHaveEventType',
    'eventDateAfter',
    'eventDateBefore',
  ],
  Project: [
    'projectIds',
    'projectStatuses',
    'agreementTypes',
    'localities',
    'partnershipGrants',
    'executedDateAfter',
    'executedDateBefore',
    'minimumAcres',
    'maximumAcres',
    'mapArea',
    'hasOpenViolationCase',
    'violationCaseTypes',
  ],
} as const satisfies Record<SearchEntityType, readonly SearchFacetKey[]>;

/** The options list of a facet for one type, if it is a list facet. */
export const facetOptionsSource = (
  key: SearchFacetKey,
  type: SearchEntityType,
): FacetOptionsSource | null => {
  const options = (searchFacets[key] as FacetDefinition).options;
  if (options === undefined) return null;
  return typeof options === 'string' ? options : (options[type] ?? null);
};

/** Whether a facet takes several values (it is then a repeated query parameter). */
export const isMultiValued = (key: SearchFacetKey): boolean => {
  const kind = searchFacets[key].kind;
  return kind === 'options' || kind === 'ids' || kind === 'contacts';
};

const flagSchema = (field: string) =>
  z
    .enum(['true', 'false'], { error: `The ${field} field must be true or false.` })
    .transform((v) => v === 'true');

/** The schema of one value of a facet, with the spec's messages (spec 1 §5). */
export const facetValueSchema = (key: SearchFacetKey): z.ZodType<FacetValue> => {
  const { label, kind } = searchFacets[key];
  switch (kind as FacetKind) {
    case 'options':
    case 'option':
    case 'ids':
    case 'id':
      return numericId(label);
    case 'contacts':
      return crmIdSchema;
    case 'acres':
      return acres(label, { min: 0 });
    case 'date':
      return usDate(label);
    case 'flag':
      return flagSchema(label);
    case 'box':
      return mapAreaSchema(label);
  }
};

/** The facets a facet waits for (event dates wait for an event type, roles for a contact). */
export const facetRequires = (key: SearchFacetKey): readonly SearchFacetKey[] =>
  ((searchFacets[key] as FacetDefinition).requires ?? []) as readonly SearchFacetKey[];

/** A facet's values as the query holds them: a list for multi-valued facets, one value otherwise. */
export type FacetValue = number[] | string[] | number | string | boolean;
export type SearchFacets = Partial<Record<SearchFacetKey, FacetValue>>;
