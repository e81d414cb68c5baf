import {
  DisplayTimeZone,
  FeeSearchOption,
  facetsByType,
  inspectionSearchOptions,
  type MapArea,
  openCaseStatuses,
  optionsExcludeEachOther,
  ReviewSearchOption,
  ReviewStatus,
  type SearchEntityType,
  type SearchFacets,
} from '@app/domain';
import { type AnyColumn, inArray, type SQL, sql } from 'drizzle-orm';
import { qualified } from '../../db/qualified';
import * as s from '../../db/schema';
import { inspectionScheduleSql } from '../../db/shared-sql/inspection-schedule';
import { monitoredInYearSql } from '../../db/shared-sql/monitored-in-year';
import { projectInMapAreaSql, propertyInMapAreaSql } from './search-map.repo';

/**
 * The SQL predicate of each facet of each type (spec 1 §2–§3): parameterised Drizzle fragments over the
 * type's main table. A predicate gets its value and the whole query, for facets that act together
 * (event dates narrow the event type, roles narrow the contacts); it answers null when another
 * facet's predicate already covers it. The record types' tables are read directly: the search is
 * its own read model over the whole schema.
 */
type Predicate = (value: never, facets: SearchFacets) => SQL | null;
type Predicates<T extends SearchEntityType> = Record<(typeof facetsByType)[T][number], Predicate>;

const exists = (query: SQL) => sql`exists (${query})`;
const notExists = (query: SQL) => sql`not exists (${query})`;

/**
 * The instant a New York day begins: event dates are entered as New York days (spec 1 §5). An event's
 * New York day is on or after D exactly when its instant is at or after D's start, and on or before D
 * when before the next day's start: compared as instants, the (type, parent, date) indexes seek to the
 * dates, where the day worked out of every event of the type was read and filtered.
 */
const dayStart = (day: SQL) => sql`((${day})::timestamp at time zone ${DisplayTimeZone})`;

/** Events of the record with the chosen type, within the event dates when given. */
const eventsOfType = (parent: AnyColumn, id: AnyColumn, typeId: number, facets: SearchFacets) => {
  const after = facets.eventDateAfter as string | undefined;
  const before = facets.eventDateBefore as string | undefined;
  const date = qualified(s.events.date);
  return sql`select 1 from ${s.events} where ${parent} = ${id} and ${qualified(s.events.eventTypeId)} = ${typeId}
    ${after === undefined ? sql`` : sql`and ${date} >= ${dayStart(sql`${after}::date`)}`}
    ${before === undefined ? sql`` : sql`and ${date} < ${dayStart(sql`${before}::date + 1`)}`}`;
};

const eventPredicates = (parent: AnyColumn, id: AnyColumn) => ({
  hasEventType: (typeId: number, facets: SearchFacets) => exists(eventsOfType(parent, id, typeId, facets)),
  // Having and not having the same type (in the same dates) cannot both hold.
  doesNotHaveEventType: (typeId: number, facets: SearchFacets) =>
    facets.hasEventType === typeId ? sql`false` : notExists(eventsOfType(parent, id, typeId, facets)),
  // The dates narrow the event type's predicate above.
  eventDateAfter: () => null,
  eventDateBefore: () => null,
});

/** Contact links of an instrument with the chosen CRM contacts, with one of the chosen roles when given. */
const instrumentContactLinks = (crmIds: string[], facets: SearchFacets) => {
  const roles = facets.roles as number[] | undefined;
  return sql`select 1 from ${s.contactLinks} join ${s.contacts} on ${qualified(s.contacts.id)} = ${qualified(s.contactLinks.contactId)}
    where ${qualified(s.contactLinks.instrumentId)} = ${qualified(s.instruments.id)} and ${inArray(s.contacts.crmId, crmIds)}
    ${
      roles?.length
        ? sql`and exists (select 1 from ${s.contactLinkRoles} where ${s.contactLinkRoles.contactLinkId} = ${s.contactLinks.id}
            and ${inArray(s.contactLinkRoles.contactRoleId, roles)})`
        : sql``
    }`;
};

/**
 * A property exceeds a right when its existing features sum to more than its Active and Pending
 * instruments allow (spec 2): kept per property in property_exceeded_rights at commit, so the flags
 * are a lookup of a small table instead of two sums over every property.
 */
const exceededRights = {
  Dwellings: s.propertyExceededRights.dwellings,
  FinishedArea: s.propertyExceededRights.finishedArea,
  ImperviousSurface: s.propertyExceededRights.imperviousSurface,
} as const;

/**
 * The property's kept row says it exceeds the right. Asked per property (EXISTS, its primary key), so
 * a walk stops at the page: as `not in` a hashed list, PostgreSQL charged building the list to every
 * probe and hashed every match instead (by Open Violation Cases at 200,000 properties: 111 ms against
 * 0.5).
 */
const exceedsAllowed = (kind: keyof typeof exceededRights) =>
  sql`select 1 from ${s.propertyExceededRights} where ${qualified(s.propertyExceededRights.propertyId)} = ${qualified(s.properties.id)}
    and ${qualified(exceededRights[kind])}`;

/** 'Exceeds' and 'Does Not Exceed' of one right: both ticked means either, so neither narrows. */
const rightsPair = (kind: keyof typeof exceededRights) => ({
  [`exceedsAllowed${kind}`]: (_: boolean, facets: SearchFacets) =>
    facets[`doesNotExceedAllowed${kind}`] ? null : exists(exceedsAllowed(kind)),
  [`doesNotExceedAllowed${kind}`]: (_: boolean, facets: SearchFacets) =>
    facets[`exceedsAllowed${kind}`] ? null : notExists(exceedsAllowed(kind)),
});

/** A violation case still needing work: its status is one the cases rules call open (`isCaseOpen`). */
export const openCase = inArray(qualified(s.violationCases.statusId), [...openCaseStatuses]);

/**
 * The violation case facets (issue 33 §6) over the cases `casesOf` picks for the record (an EXISTS on
 * an indexed link: the case's property, the instrument it names; a project's are kept facts). An
 * unticked flag narrows nothing; several case types match a case of any of them, whatever its status.
 */
const casePredicates = (casesOf: (where: SQL) => SQL) => ({
  hasOpenViolationCase: (v: boolean) => (v ? exists(casesOf(openCase)) : null),
  violationCaseTypes: (v: number[]) => exists(casesOf(inArray(qualified(s.violationCases.typeId), v))),
});

const propertyCases = (where: SQL) =>
  sql`select 1 from ${s.violationCases} where ${qualified(s.violationCases.propertyId)} = ${qualified(s.properties.id)} and ${where}`;
const instrumentCases = (where: SQL) =>
  sql`select 1 from ${s.violationCaseInstruments}
    join ${s.violationCases} on ${qualified(s.violationCases.id)} = ${qualified(s.violationCaseInstruments.caseId)}
    where ${qualified(s.violationCaseInstruments.instrumentId)} = ${qualified(s.instruments.id)} and ${where}`;

const reviewsOf = (where: SQL) =>
  sql`select 1 from ${s.reviews} where ${qualified(s.reviews.serviceId)} = ${qualified(s.services.id)} and ${where}`;

const servicePredicates: Predicates<'Service'> = {
  serviceCategories: (v: number[]) => inArray(s.services.categoryId, v),
  serviceTypes: (v: number[]) =>
    exists(sql`select 1 from ${s.serviceTypesLink} where ${qualified(s.serviceTypesLink.serviceId)} = ${qualified(s.services.id)}
      and ${inArray(s.serviceTypesLink.typeId, v)}`),
  agreementTypes: (v: number[]) => inArray(s.services.agreementTypeId, v),
  staffLeads: (v: number[]) => inArray(s.services.staffLeadId, v),
  serviceStatuses: (v: number[]) => inArray(s.services.statusId, v),
  localities: (v: number[]) =>
    exists(sql`select 1 from ${s.serviceProperties}
      join ${s.propertyLocalities} on ${qualified(s.propertyLocalities.propertyId)} = ${qualified(s.serviceProperties.propertyId)}
      where ${qualified(s.serviceProperties.serviceId)} = ${qualified(s.services.id)} and ${inArray(s.propertyLocalities.localityId, v)}`),
  // Each chosen option must hold ('Has Open Reviews' and 'Has Complete Reviews': both kinds).
  reviews: (v: number[]) =>
    optionsExcludeEachOther('reviews', v)
      ? sql`false`
      : sql.join(
          v.map((option) =>
            option === ReviewSearchOption.HasOpenReviews
              ? exists(reviewsOf(sql`${s.reviews.reviewStatusId} = ${ReviewStatus.Open}`))
              : option === ReviewSearchOption.HasCompleteReviews
                ? exists(reviewsOf(sql`${s.reviews.reviewStatusId} = ${ReviewStatus.Complete}`))
                : option === ReviewSearchOption.HasNoReviews
                  ? notExists(reviewsOf(sql`${s.reviews.reviewStatusId} <> ${ReviewStatus.Withdrawn}`))
                  : sql`false`,
          ),
          sql` and `,
        ),
  reviewers: (v: number[]) => exists(reviewsOf(inArray(s.reviews.assigneeId, v))),
  reviewAssigners: (v: number[]) => exists(reviewsOf(inArray(s.reviews.assignerId, v))),
  fees: (v: number[]) =>
    optionsExcludeEachOther('fees', v)
      ? sql`false`
      : sql.join(
          v.map((option) =>
            option === FeeSearchOption.FeeCharged
              ? sql`${s.services.feeCharged} > 0`
              : option === FeeSearchOption.NoFeeCharged
                ? sql`coalesce(${s.services.feeCharged}, 0) = 0`
                : option === FeeSearchOption.FeePaid
                  ? sql`${s.services.feePaid}`
                  : option === FeeSearchOption.FeeNotPaid
                    ? sql`${s.services.feeCharged} > 0 and not ${s.services.feePaid}`
                    : sql`false`,
          ),
          sql` and `,
        ),
  serviceProducts: (v: number[]) =>
    exists(sql`select 1 from ${s.serviceProductsLink} where ${qualified(s.serviceProductsLink.serviceId)} = ${qualified(s.services.id)}
      and ${inArray(s.serviceProductsLink.productId, v)}`),
  previousServices: (v: number) => sql`${s.services.previousServiceId} = ${v}`,
  ...eventPredicates(s.events.serviceId, s.services.id),
};

/** A kept fact (service_sort_keys', project_sort_keys'): `kind << 24 | id`, as service_fact() in SQL. */
const keptFact = (kind: number, id: number) => (kind << 24) | id;
const keptFacts = (kind: number, ids: number[]) =>
  sql`${sql.param(ids.map((id) => keptFact(kind, id)))}::int[]`;
/** The kept row holds one of these facts of the kind (a facet's chosen values: any of them). */
const anyKeptFact = (facts: SQL) => (kind: number) => (ids: number[]) =>
  sql`${facts} && ${keptFacts(kind, ids)}`;
const keptServiceFacts = qualified(s.serviceSortKeys.facts);
const anyServiceFact = anyKeptFact(keptServiceFacts);
/** The service holds every one of these facts of the kind (a facet's chosen options: each must hold). */
const everyServiceFact = (kind: number, ids: number[]) => sql`${keptServiceFacts} @> ${keptFacts(kind, ids)}`;
const eventDated = (facets: SearchFacets) =>
  facets.eventDateAfter !== undefined || facets.eventDateBefore !== undefined;
/** The EventTypeInYear fact of the type and year (migration 0051). */
const eventYearFact = (typeId: number, year: number) =>
  keptFact(s.ServiceFact.EventTypeInYear, (typeId << 12) | (year - s.eventFactYears.first));
/** A day's year as the facts keep it, or `otherwise` when no day is given. */
const keptYear = (day: string | undefined, otherwise: number) =>
  day === undefined
    ? otherwise
    : Math.min(Math.max(Number(day.slice(0, 4)), s.eventFactYears.first), s.eventFactYears.last);
/**
 * The kept row holds a fact of the type in a year from `first` to `last`. The facts are sorted, so
 * two binary searches (width_bucket counts the facts up to a value) answer it: an overlap with the
 * years' facts compares every pair, 8 µs a row for 80 years.
 */
const eventYearsHeld = (typeId: number, first: number, last: number) =>
  sql`width_bucket(${eventYearFact(typeId, last)}::int, ${keptServiceFacts}) > width_bucket(${eventYearFact(typeId, first) - 1}::int, ${keptServiceFacts})`;

/**
 * Whether the kept row's service has an event of the type within the dates, asked of its events (OFFSET 0
 * keeps that a probe of the service's events: turned into a hashed lookup it read every event of the
 * type within the dates, 600,000 at 2,000,000 services, for each count).
 */
const keptServiceEvents = (typeId: number, facets: SearchFacets) =>
  exists(sql`${eventsOfType(s.events.serviceId, s.serviceSortKeys.serviceId, typeId, facets)} offset 0`);

/**
 * The years of an event type within the event dates (the dates' own years kept as the facts keep
 * them): an event in a year strictly between the dates' is within them; one in a date's own year is
 * when its day is, which only then is asked of the events.
 */
const eventYearsWithin = (typeId: number, facets: SearchFacets) => {
  const after = facets.eventDateAfter as string | undefined;
  const before = facets.eventDateBefore as string | undefined;
  const first = keptYear(after, s.eventFactYears.first);
  const last = keptYear(before, s.eventFactYears.last);
  const inside = [after === undefined ? first : first + 1, before === undefined ? last : last - 1];
  const within = sql`(${eventYearsHeld(typeId, inside[0], inside[1])} or ${keptServiceEvents(typeId, facets)})`;
  return { first, last, within };
};

/** The service has an event of the type within the dates: the GIN index finds those of the dates' years. */
const hasEventTypeInDates = (typeId: number, facets: SearchFacets) => {
  // A type numbered past the years' facts (a search may name one there is not) asks the events alone.
  if (typeId >= s.eventFactYears.types)
    return sql`(${everyServiceFact(s.ServiceFact.HasEventType, [typeId])} and ${keptServiceEvents(typeId, facets)})`;
  const { first, last, within } = eventYearsWithin(typeId, facets);
  const years = Array.from({ length: Math.max(last - first + 1, 0) }, (_, i) =>
    eventYearFact(typeId, first + i),
  );
  return sql`(${keptServiceFacts} && ${sql.param(years)}::int[] and ${within})`;
};

/** The service lacks the type within the dates: not what an index finds, so asked of each row cheaply. */
const lacksEventTypeInDates = (typeId: number, facets: SearchFacets) => {
  const lacks = everyServiceFact(s.ServiceFact.LacksEventType, [typeId]);
  if (typeId >= s.eventFactYears.types) return sql`(${lacks} or not ${keptServiceEvents(typeId, facets)})`;
  const { first, last, within } = eventYearsWithin(typeId, facets);
  return sql`(${lacks} or not (${eventYearsHeld(typeId, first, last)} and ${within}))`;
};

/**
 * The Service facets as what they ask of a row of service_sort_keys (its facts), exactly as
 * servicePredicates ask the records: a search's count asks them (matchesOf in search.repo.ts) so the GIN index
 * answers every facet at once. A dated event type asks the events of the services had in the dates' own years.
 */
const serviceFactPredicates: Predicates<'Service'> = {
  serviceCategories: anyServiceFact(s.ServiceFact.Category),
  serviceTypes: anyServiceFact(s.ServiceFact.Component),
  agreementTypes: anyServiceFact(s.ServiceFact.AgreementType),
  staffLeads: anyServiceFact(s.ServiceFact.StaffLead),
  serviceStatuses: anyServiceFact(s.ServiceFact.Status),
  localities: anyServiceFact(s.ServiceFact.Locality),
  reviews: (v: number[]) =>
    optionsExcludeEachOther('reviews', v) ? sql`false` : everyServiceFact(s.ServiceFact.Review, v),
  reviewers: anyServiceFact(s.ServiceFact.Reviewer),
  reviewAssigners: anyServiceFact(s.ServiceFact.ReviewAssigner),
  fees: (v: number[]) =>
    optionsExcludeEachOther('fees', v) ? sql`false` : everyServiceFact(s.ServiceFact.Fee, v),
  serviceProducts: anyServiceFact(s.ServiceFact.Product),
  previousServices: (v: number) =>
    sql`${qualified(s.serviceSortKeys.serviceId)} in (select ${qualified(s.services.id)} from ${s.services}
      where ${qualified(s.services.previousServiceId)} = ${v})`,
  hasEventType: (typeId: number, facets: SearchFacets) =>
    eventDated(facets)
      ? hasEventTypeInDates(typeId, facets)
      : everyServiceFact(s.ServiceFact.HasEventType, [typeId]),
  doesNotHaveEventType: (typeId: number, facets: SearchFacets) => {
    if (facets.hasEventType === typeId) return sql`false`;
    return eventDated(facets)
      ? lacksEventTypeInDates(typeId, facets)
      : everyServiceFact(s.ServiceFact.LacksEventType, [typeId]);
  },
  eventDateAfter: () => null,
  eventDateBefore: () => null,
};

const instrumentPredicates: Predicates<'Instrument'> = {
  agreementTypes: (v: number[]) => inArray(s.instruments.agreementTypeId, v),
  instrumentTypes: (v: number[]) => inArray(s.instruments.typeId, v),
  instrumentTags: (v: number[]) =>
    exists(sql`select 1 from ${s.instrumentTags} where ${qualified(s.instrumentTags.instrumentId)} = ${qualified(s.instruments.id)}
      and ${inArray(s.instrumentTags.tagTypeId, v)}`),
  instrumentStatuses: (v: number[]) => inArray(s.instruments.statusId, v),
  staffLeads: (v: number[]) => inArray(s.instruments.staffLeadId, v),
  localities: (v: number[]) => inArray(s.instruments.localityId, v),
  grantPrograms: (v: number[]) =>
    exists(sql`select 1 from ${s.partnershipGrants} where ${qualified(s.partnershipGrants.instrumentId)} = ${qualified(s.instruments.id)}
      and ${inArray(s.partnershipGrants.grantProgramId, v)}`),
  ...eventPredicates(s.events.instrumentId, s.instruments.id),
  contacts: (v: string[], facets) => exists(instrumentContactLinks(v, facets)),
  notContacts: (v: string[], facets) => notExists(instrumentContactLinks(v, facets)),
  // Roles narrow the two contact facets above.
  roles: () => null,
  // An Inspection event that New York year on a property the instrument covers (issue 21).
  monitoredInYear: (year: number) => monitoredInYearSql(year),
  notMonitoredInYear: (year: number) => sql`not ${monitoredInYearSql(year)}`,
  // The cases naming the instrument.
  ...casePredicates(instrumentCases),
};

/** The schedule states of the Inspection facet's chosen options. */
const inspectionStates = (ids: number[]) =>
  inspectionSearchOptions.filter((option) => ids.includes(option.id)).map((option) => option.state);

/** What the Agreement Types facet asks of a row of property_sort_keys: its Active instruments' types. */
const keptAgreementTypes = (v: number[]) =>
  sql`${qualified(s.propertySortKeys.agreementTypes)} && ${sql.param(v)}::int[]`;

/** What the Inspection facet asks of a row of property_sort_keys: its kept schedule in the chosen states. */
const inspectionKeptStates = (chosen: number[]) =>
  inspectionScheduleSql.keptStateIn(inspectionStates(chosen));

/** What Has Open Violation Case asks of a row of property_sort_keys: it counted an open case. */
const keptOpenCase = sql`${qualified(s.propertySortKeys.openCases)} > 0`;

/**
 * What the chosen facets ask of a row of property_sort_keys in the statement (the Agreement Types,
 * Inspection and Has Open Violation Case facets); null when none is chosen. A walk of that table's keys asks it of the row
 * it reads, so it passes no row that cannot match.
 */
export const propertyKeptFacts = (facets: SearchFacets) => {
  const types = facets.agreementTypes as number[] | undefined;
  const chosen = facets.inspection as number[] | undefined;
  const asked = [
    ...(types?.length ? [keptAgreementTypes(types)] : []),
    ...(chosen?.length ? [inspectionKeptStates(chosen)] : []),
    ...(facets.hasOpenViolationCase === true ? [keptOpenCase] : []),
  ];
  return asked.length ? sql.join(asked, sql` and `) : null;
};

/** Asked of the record's kept row with the other kept facets (propertyKeptFacts, projectKeptFacts: searchWhere). */
const askedOfKeptRow = () => null;

const propertyPredicates: Predicates<'Property'> = {
  // Agreement types of the Active instruments covering the property, as property_sort_keys keeps them.
  agreementTypes: askedOfKeptRow,
  propertyIds: (v: number[]) => inArray(s.properties.id, v),
  propertyStatuses: (v: number[]) => inArray(s.properties.statusId, v),
  localities: (v: number[]) =>
    exists(sql`select 1 from ${s.propertyLocalities} where ${qualified(s.propertyLocalities.propertyId)} = ${qualified(s.properties.id)}
      and ${inArray(s.propertyLocalities.localityId, v)}`),
  minimumAcres: (v: number) => sql`${s.properties.calculatedAcres} >= ${v}`,
  maximumAcres: (v: number) => sql`${s.properties.calculatedAcres} <= ${v}`,
  ...(rightsPair('Dwellings') as unknown as Record<
    'exceedsAllowedDwellings' | 'doesNotExceedAllowedDwellings',
    Predicate
  >),
  ...(rightsPair('FinishedArea') as unknown as Record<
    'exceedsAllowedFinishedArea' | 'doesNotExceedAllowedFinishedArea',
    Predicate
  >),
  ...(rightsPair('ImperviousSurface') as unknown as Record<
    'exceedsAllowedImperviousSurface' | 'doesNotExceedAllowedImperviousSurface',
    Predicate
  >),
  // Any of the chosen states (a property has one), as property_sort_keys keeps its schedule.
  inspection: askedOfKeptRow,
  // The access point or the boundary's box in the map area (issue 19).
  mapArea: (box: MapArea) => propertyInMapAreaSql(box),
  ...casePredicates(propertyCases),
  // An open case, as property_sort_keys counts them.
  hasOpenViolationCase: askedOfKeptRow,
};

const keptProjectFacts = qualified(s.projectSortKeys.facts);
const anyProjectFact = anyKeptFact(keptProjectFacts);

/**
 * The Project facets on its instruments, properties and cases, and its acres, as what they ask of its
 * kept row (project_sort_keys: its facts, ProjectFact, and Total Acres), exactly as the records would
 * answer (the reference test compares them): one GIN lookup for them all, where probing each
 * project's records hashed every property's open cases for each count. The executed dates are ranges,
 * asked of the instruments.
 */
const projectKeptPredicates: Partial<Record<(typeof facetsByType)['Project'][number], Predicate>> = {
  // The agreement types of its Active instruments.
  agreementTypes: anyProjectFact(s.ProjectFact.AgreementType),
  // The project's localities: those of its current properties (spec 1 §9).
  localities: anyProjectFact(s.ProjectFact.Locality),
  // Each chosen option must hold (Has Grants, Has No Grants).
  partnershipGrants: (v: number[]) =>
    optionsExcludeEachOther('partnershipGrants', v)
      ? sql`false`
      : sql`${keptProjectFacts} @> ${keptFacts(s.ProjectFact.Grants, v)}`,
  // Its range is a walk of the acres' index, where summing every project's properties read them all.
  minimumAcres: (v: number) => sql`${qualified(s.projectSortKeys.acres)} >= ${v}`,
  maximumAcres: (v: number) => sql`${qualified(s.projectSortKeys.acres)} <= ${v}`,
  // The cases on any of the project's properties.
  hasOpenViolationCase: (v: boolean) => (v ? anyProjectFact(s.ProjectFact.OpenViolationCase)([1]) : null),
  violationCaseTypes: anyProjectFact(s.ProjectFact.ViolationCaseType),
};

/** What the chosen Project facets ask of a row of project_sort_keys; null when none of them is chosen. */
export const projectKeptFacts = (facets: SearchFacets) =>
  chosenWhere('Project', facets, projectKeptPredicates as Record<string, Predicate>);

const projectInstruments = (where: SQL) =>
  exists(
    sql`select 1 from ${s.instruments} where ${qualified(s.instruments.projectId)} = ${qualified(s.projects.id)} and ${where}`,
  );

const projectPredicates: Predicates<'Project'> = {
  projectIds: (v: number[]) => inArray(s.projects.id, v),
  projectStatuses: (v: number[]) => inArray(s.projects.statusId, v),
  agreementTypes: askedOfKeptRow,
  localities: askedOfKeptRow,
  partnershipGrants: askedOfKeptRow,
  // One instrument of the project executed within both dates.
  executedDateAfter: (v: string, facets) =>
    projectInstruments(
      sql`${s.instruments.executedDate} >= ${v}::date ${
        facets.executedDateBefore === undefined
          ? sql``
          : sql`and ${s.instruments.executedDate} <= ${facets.executedDateBefore as string}::date`
      }`,
    ),
  executedDateBefore: (v: string, facets) =>
    facets.executedDateAfter === undefined
      ? projectInstruments(sql`${s.instruments.executedDate} <= ${v}::date`)
      : null,
  minimumAcres: askedOfKeptRow,
  maximumAcres: askedOfKeptRow,
  // Any of the project's properties in the map area.
  mapArea: (box: MapArea) => projectInMapAreaSql(box),
  hasOpenViolationCase: askedOfKeptRow,
  violationCaseTypes: askedOfKeptRow,
};

/**
 * A contact facet: the contact holds one of the facts of this kind (db/schema/contact-search-facts.ts).
 * searchWhere asks every chosen facet of one row of contact_search_facts, so its GIN index answers them
 * together; probing links several tables away per facet cost 200–600 ms at 300,000 contacts.
 */
const holdsFact = (kind: number) => (ids: number[]) =>
  sql`${s.contactSearchFacts.facts} && ${`{${ids.map((id) => (BigInt(kind) << 32n) | BigInt(id)).join(',')}}`}::bigint[]`;

const contactPredicates: Predicates<'Contact'> = {
  // An instrument's or a service's agreement type.
  agreementTypes: holdsFact(s.ContactFact.AgreementType),
  // An instrument's locality or one of a property's.
  localities: holdsFact(s.ContactFact.Locality),
  instrumentStatuses: holdsFact(s.ContactFact.InstrumentStatus),
  instrumentRoles: holdsFact(s.ContactFact.InstrumentRole),
  propertyStatuses: holdsFact(s.ContactFact.PropertyStatus),
  propertyRoles: holdsFact(s.ContactFact.PropertyRole),
  serviceIds: holdsFact(s.ContactFact.Service),
  serviceRoles: holdsFact(s.ContactFact.ServiceRole),
};

export const facetPredicates: { [T in SearchEntityType]: Predicates<T> } = {
  Contact: contactPredicates,
  Instrument: instrumentPredicates,
  Property: propertyPredicates,
  Service: servicePredicates,
  Project: projectPredicates,
};

/** Every chosen facet's predicate, all of which must hold; null when no facet narrows. */
const chosenWhere = (
  type: SearchEntityType,
  facets: SearchFacets,
  predicates = facetPredicates[type] as Record<string, Predicate>,
): SQL | null => {
  const parts = facetsByType[type].flatMap((key) => {
    const value = facets[key];
    if (value === undefined || (Array.isArray(value) && value.length === 0)) return [];
    // A map of some facets only (projectKeptPredicates) asks nothing of the others.
    const predicate = predicates[key]?.(value as never, facets) ?? null;
    return predicate === null ? [] : [sql`(${predicate})`];
  });
  return parts.length === 0 ? null : sql.join(parts, sql` and `);
};

/** The chosen contact facets as one condition on a row of contact_search_facts; null when none. */
export const contactFactsWhere = (facets: SearchFacets) => chosenWhere('Contact', facets);

/** The chosen Service facets as one condition on a row of service_sort_keys; null when none narrows. */
export const serviceFactsWhere = (facets: SearchFacets) =>
  chosenWhere('Service', facets, serviceFactPredicates as Record<string, Predicate>);

/**
 * How many facts the chosen Service facets ask a service to hold together: a facet's values count once
 * (any of them), its options each (all of them). PostgreSQL takes facts as independent, and two that
 * never meet (Fee Paid and No Fee Charged) it estimates at a tenth of the services: its plan for the
 * count's limit then reads all 2,000,000 rows to find none (742 ms).
 */
export const serviceFactsTogether = (facets: SearchFacets) => {
  const factsOf = (key: keyof typeof serviceFactPredicates) => {
    const value = facets[key];
    if (value === undefined || key === 'previousServices' || key.startsWith('eventDate')) return 0;
    if (!Array.isArray(value)) return 1;
    return key === 'reviews' || key === 'fees' ? value.length : Math.min(value.length, 1);
  };
  return (Object.keys(serviceFactPredicates) as (keyof typeof serviceFactPredicates)[])
    .map(factsOf)
    .reduce((sum, n) => sum + n, 0);
};

/** The where clause of a search over the type's main table. */
/** The facets a type asks of its kept row together, in one probe of that table per record. */
const keptRows: Partial<
  Record<SearchEntityType, { id: AnyColumn; keptId: AnyColumn; facts: (facets: SearchFacets) => SQL | null }>
> = {
  Project: { id: s.projects.id, keptId: s.projectSortKeys.projectId, facts: projectKeptFacts },
  Property: { id: s.properties.id, keptId: s.propertySortKeys.propertyId, facts: propertyKeptFacts },
};

export const searchWhere = (type: SearchEntityType, facets: SearchFacets): SQL => {
  const keptRow = keptRows[type];
  const kept = keptRow?.facts(facets);
  const chosen = chosenWhere(type, facets);
  const where =
    keptRow && kept
      ? sql.join(
          [
            ...(chosen ? [chosen] : []),
            sql`${qualified(keptRow.id)} in (select ${qualified(keptRow.keptId)} from ${keptRow.keptId.table} where ${kept})`,
          ],
          sql` and `,
        )
      : chosen;
  if (where === null) return sql`true`;
  return type === 'Contact'
    ? sql`${qualified(s.contacts.id)} in (select ${qualified(s.contactSearchFacts.contactId)} from ${s.contactSearchFacts} where ${where})`
    : where;
};
