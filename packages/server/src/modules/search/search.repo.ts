import {
  PropertyStatus,
  SearchCountLimit,
  type SearchEntityType,
  type SearchFacets,
  type SortDirection,
} from '@app/domain';
import {
  type AnyColumn,
  Column,
  eq,
  getTableName,
  inArray,
  is,
  type Placeholder,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { PgSelect, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { nameSortKey } from '../../db/name-sort-key';
import { qualified } from '../../db/qualified';
import * as s from '../../db/schema';
import { inspectionScheduleSql } from '../../db/shared-sql/inspection-schedule';
import {
  openCase,
  projectKeptFacts,
  propertyKeptFacts,
  serviceFactsTogether,
  serviceFactsWhere,
} from './search-facets.repo';

/** The page of a search: the where clause (from the facets), the sort, and the rows wanted. */
export type SearchPage = {
  where: SQL;
  /** What the facets imply of a kept sort key's row, for a walk of that key (keptSorts' narrowedBy). */
  facets?: SearchFacets;
  sortBy: string;
  sortDirection: SortDirection;
  limit: number;
  offset: number;
};

const joinedNames = (names: SQL) => sql<string | null>`(${names})`;

const propertyLocalityNames =
  joinedNames(sql`select string_agg(${qualified(s.localities.name)}, '; ' order by ${qualified(s.localities.name)})
  from ${s.propertyLocalities} join ${s.localities} on ${qualified(s.localities.id)} = ${qualified(s.propertyLocalities.localityId)}
  where ${qualified(s.propertyLocalities.propertyId)} = ${qualified(s.properties.id)}`);

const serviceTypeNames =
  joinedNames(sql`select string_agg(${qualified(s.serviceTypes.name)}, '; ' order by ${qualified(s.serviceTypes.name)})
  from ${s.serviceTypesLink} join ${s.serviceTypes} on ${qualified(s.serviceTypes.id)} = ${qualified(s.serviceTypesLink.typeId)}
  where ${qualified(s.serviceTypesLink.serviceId)} = ${qualified(s.services.id)}`);

/** The one property of a single-property service; null marks a multi-property service. */
const serviceProperty = sql<number | null>`case when ${qualified(s.services.isMultiProperty)} then null else
  (select min(${qualified(s.serviceProperties.propertyId)}) from ${s.serviceProperties} where ${qualified(s.serviceProperties.serviceId)} = ${qualified(s.services.id)}) end`;

/** A project's primary localities: those of its current properties, distinct, by name. */
const projectLocalityNames =
  joinedNames(sql`select string_agg(distinct ${qualified(s.localities.name)}, '; ' order by ${qualified(s.localities.name)})
  from ${s.properties}
  join ${s.propertyLocalities} on ${qualified(s.propertyLocalities.propertyId)} = ${qualified(s.properties.id)} and ${qualified(s.propertyLocalities.isPrimary)}
  join ${s.localities} on ${qualified(s.localities.id)} = ${qualified(s.propertyLocalities.localityId)}
  where ${qualified(s.properties.projectId)} = ${qualified(s.projects.id)} and ${qualified(s.properties.statusId)} = ${PropertyStatus.Current}`);

/** Total acres of a project: the calculated acres of its current properties (spec 2). */
const projectAcres = sql<
  number | null
>`(select sum(${qualified(s.properties.calculatedAcres)}) from ${s.properties}
  where ${qualified(s.properties.projectId)} = ${qualified(s.projects.id)} and ${qualified(s.properties.statusId)} = ${PropertyStatus.Current})`;

/** How many of the property's violation cases are open (issue 33 §6), from the cases' property index. */
const propertyOpenCases = sql<number>`(select count(*)::int from ${s.violationCases}
  where ${qualified(s.violationCases.propertyId)} = ${qualified(s.properties.id)} and ${openCase})`;

const cl = s.contactLinks;
const role = s.contactRoles;

/**
 * The Role(s) lines a contact's result shows. A contact on thousands of records (the organisation itself)
 * would send every line: 261,744 lines, 15 MB, 1.3 s on the large set. One more is read to know that more
 * exist; the service shows `contactRoleLinesMore` in their place, and the contact's page (View) lists them all.
 */
export const contactRoleLinesShown = 100;
export const contactRoleLinesMore = '… and more (View lists them all)';

/** A link's group in the Role(s) lines (Instrument, Property, Service) and its record's id, as the index has them. */
const linkGroup = sql`case when ${qualified(cl.instrumentId)} is not null then 0 when ${qualified(cl.propertyId)} is not null then 1 else 2 end`;
const linkRecord = sql`coalesce(${qualified(cl.instrumentId)}, ${qualified(cl.propertyId)}, ${qualified(cl.serviceId)})`;

/**
 * 'Instrument {id} - {role}', then Property lines, then Service lines, each group by id (spec 1 §2).
 * The first lines come from the contact's first links in that order, read from the index on (contact,
 * group, record) and stopped there (a link with a role gives at least one line): the organisation's
 * 150,872 links were all read, joined to their roles and sorted to show 100 lines (1.1 s).
 */
const contactRoleLines = sql<string[]>`array(
  select case when ${qualified(cl.instrumentId)} is not null then 'Instrument ' || ${qualified(cl.instrumentId)}
    when ${qualified(cl.propertyId)} is not null then 'Property ' || ${qualified(cl.propertyId)}
    else 'Service ' || ${qualified(cl.serviceId)} end || ' - ' || ${qualified(role.name)}
  from (select ${qualified(cl.id)}, ${qualified(cl.instrumentId)}, ${qualified(cl.propertyId)}, ${qualified(cl.serviceId)}
    from ${s.contactLinks}
    where ${qualified(cl.contactId)} = ${qualified(s.contacts.id)}
      and exists (select 1 from ${s.contactLinkRoles} where ${qualified(s.contactLinkRoles.contactLinkId)} = ${qualified(cl.id)})
    order by ${linkGroup}, ${linkRecord}
    limit ${contactRoleLinesShown + 1}) ${cl}
  join ${s.contactLinkRoles} on ${qualified(s.contactLinkRoles.contactLinkId)} = ${qualified(cl.id)}
  join ${s.contactRoles} on ${qualified(role.id)} = ${qualified(s.contactLinkRoles.contactRoleId)}
  order by ${linkGroup}, ${linkRecord}, ${qualified(role.sortOrder)}, ${qualified(role.name)}
  limit ${contactRoleLinesShown + 1})`;
const contactName = sql<string>`coalesce(${s.contacts.name}, ${s.contacts.fullName}, 'None')`;

/** Each type's rows: the main table with what its columns show, the sort expression of each column, and its id. */
const rowQueries = (db: Db) => ({
  Instrument: {
    id: s.instruments.id,
    sort: {
      id: s.instruments.id,
      projectId: s.instruments.projectId,
      instrumentType: nameSortKey(s.instrumentTypes.code),
      staffLeadName: nameSortKey(s.users.name),
      instrumentStatus: nameSortKey(s.instrumentStatuses.name),
      localityName: nameSortKey(s.localities.name),
      executedDate: s.instruments.executedDate,
    },
    fields: {
      id: s.instruments.id,
      projectId: s.instruments.projectId,
      projectName: s.projects.name,
      instrumentType: s.instrumentTypes.code,
      staffLeadName: s.users.name,
      instrumentStatus: s.instrumentStatuses.name,
      localityName: s.localities.name,
      executedDate: s.instruments.executedDate,
    },
    select: (fields: SelectedFields) =>
      db
        .select(fields)
        .from(s.instruments)
        .leftJoin(s.projects, eq(s.projects.id, s.instruments.projectId))
        .leftJoin(s.instrumentStatuses, eq(s.instrumentStatuses.id, s.instruments.statusId))
        .leftJoin(s.instrumentTypes, eq(s.instrumentTypes.id, s.instruments.typeId))
        .leftJoin(s.users, eq(s.users.id, s.instruments.staffLeadId))
        .leftJoin(s.localities, eq(s.localities.id, s.instruments.localityId))
        .$dynamic(),
  },
  Property: {
    id: s.properties.id,
    sort: {
      id: s.properties.id,
      name: nameSortKey(s.properties.name),
      status: nameSortKey(s.propertyStatuses.name),
      localityName: nameSortKey(propertyLocalityNames),
      acres: s.properties.calculatedAcres,
      nextInspectionDue: inspectionScheduleSql.dueDateSort,
      openCases: notNullKey(propertyOpenCases),
    },
    fields: {
      id: s.properties.id,
      projectId: s.properties.projectId,
      name: s.properties.name,
      status: s.propertyStatuses.name,
      localityName: propertyLocalityNames,
      acres: s.properties.calculatedAcres,
      nextInspectionDue: inspectionScheduleSql.dueDate,
      inspectionState: inspectionScheduleSql.state,
      openCases: propertyOpenCases,
    },
    select: (fields: SelectedFields) =>
      db
        .select(fields)
        .from(s.properties)
        .leftJoin(s.propertyStatuses, eq(s.propertyStatuses.id, s.properties.statusId))
        .$dynamic(),
  },
  Service: {
    id: s.services.id,
    sort: {
      id: s.services.id,
      propertyId: serviceProperty,
      serviceCategory: nameSortKey(s.serviceCategories.name),
      serviceType: nameSortKey(serviceTypeNames),
      serviceAgreementType: nameSortKey(s.agreementTypes.name),
      serviceStatus: nameSortKey(s.serviceStatuses.name),
      staffLeadName: nameSortKey(s.users.name),
    },
    fields: {
      id: s.services.id,
      projectId: s.services.projectId,
      propertyId: serviceProperty,
      isMultiProperty: s.services.isMultiProperty,
      serviceCategory: s.serviceCategories.name,
      serviceType: serviceTypeNames,
      serviceAgreementType: s.agreementTypes.name,
      serviceStatus: s.serviceStatuses.name,
      staffLeadName: s.users.name,
    },
    select: (fields: SelectedFields) =>
      db
        .select(fields)
        .from(s.services)
        .leftJoin(s.serviceCategories, eq(s.serviceCategories.id, s.services.categoryId))
        .leftJoin(s.agreementTypes, eq(s.agreementTypes.id, s.services.agreementTypeId))
        .leftJoin(s.serviceStatuses, eq(s.serviceStatuses.id, s.services.statusId))
        .leftJoin(s.users, eq(s.users.id, s.services.staffLeadId))
        .$dynamic(),
  },
  Project: {
    id: s.projects.id,
    sort: {
      id: s.projects.id,
      name: notNullKey(nameSortKey(s.projects.name)),
      status: nameSortKey(s.projectStatuses.name),
      acres: projectAcres,
      localityName: nameSortKey(projectLocalityNames),
    },
    fields: {
      id: s.projects.id,
      name: s.projects.name,
      status: s.projectStatuses.name,
      acres: sql<number | null>`${projectAcres}`.mapWith(Number),
      localityName: projectLocalityNames,
    },
    select: (fields: SelectedFields) =>
      db
        .select(fields)
        .from(s.projects)
        .leftJoin(s.projectStatuses, eq(s.projectStatuses.id, s.projects.statusId))
        .$dynamic(),
  },
  Contact: {
    id: s.contacts.id,
    sort: {
      name: notNullKey(nameSortKey(contactName)),
      address: notNullKey(nameSortKey(s.contactAddressLine(s.contacts))),
    },
    fields: {
      crmId: s.contacts.crmId,
      name: contactName,
      address: s.contacts.address,
      city: s.contacts.city,
      state: s.contacts.state,
      postalCode: s.contacts.postalCode,
      roles: contactRoleLines,
    },
    select: (fields: SelectedFields) => db.select(fields).from(s.contacts).$dynamic(),
  },
});

type RowQueries = ReturnType<typeof rowQueries>;
export type SearchRowOf<T extends SearchEntityType> = {
  [K in keyof RowQueries[T]['fields']]: RowQueries[T]['fields'][K] extends SQL<infer V>
    ? V
    : RowQueries[T]['fields'][K] extends AnyColumn
      ? RowQueries[T]['fields'][K]['_']['notNull'] extends true
        ? RowQueries[T]['fields'][K]['_']['data']
        : RowQueries[T]['fields'][K]['_']['data'] | null
      : never;
};

/** A column that shows a lookup's name: the main table's key to the lookup, and the name it sorts by. */
type LookupSort = { key: AnyColumn; lookupId: AnyColumn; name: AnyColumn };
const lookupSort = (key: AnyColumn, lookupId: AnyColumn, name: AnyColumn): LookupSort => ({
  key,
  lookupId,
  name,
});

/**
 * The lookup columns of each type (its `sort` expressions above name the same lookups): a page by one
 * walks the lookups in name order and, inside each, the main table's (key, id) index (lookupWalk).
 */
const lookupSorts: Record<Exclude<SearchEntityType, 'Contact'>, Record<string, LookupSort>> = {
  Instrument: {
    instrumentType: lookupSort(s.instruments.typeId, s.instrumentTypes.id, s.instrumentTypes.code),
    staffLeadName: lookupSort(s.instruments.staffLeadId, s.users.id, s.users.name),
    instrumentStatus: lookupSort(s.instruments.statusId, s.instrumentStatuses.id, s.instrumentStatuses.name),
    localityName: lookupSort(s.instruments.localityId, s.localities.id, s.localities.name),
  },
  Property: { status: lookupSort(s.properties.statusId, s.propertyStatuses.id, s.propertyStatuses.name) },
  Service: {
    serviceCategory: lookupSort(s.services.categoryId, s.serviceCategories.id, s.serviceCategories.name),
    serviceAgreementType: lookupSort(s.services.agreementTypeId, s.agreementTypes.id, s.agreementTypes.name),
    serviceStatus: lookupSort(s.services.statusId, s.serviceStatuses.id, s.serviceStatuses.name),
    staffLeadName: lookupSort(s.services.staffLeadId, s.users.id, s.users.name),
  },
  Project: { status: lookupSort(s.projects.statusId, s.projectStatuses.id, s.projectStatuses.name) },
};

/**
 * The ids of a page sorted by a lookup's name, without sorting every match: the lookups in name order
 * (records without one last), and for each the first `offset + limit` matches that hold it, read in id
 * order from the main table's (key, id) index. The planner's incremental sort then orders each run of
 * equal names by id (two lookups of one name interleave as the plain order has them) and stops at the
 * page. Sorting 200,000 services by status name to show 25 cost 1.1 s; this reads at most the page's
 * rows of each lookup it passes.
 */
const lookupWalk = (
  table: PgTable,
  id: AnyColumn,
  { key, lookupId, name }: LookupSort,
  { where, sortDirection, limit, offset }: Omit<SearchPage, 'sortBy'>,
) => {
  const direction = sql.raw(sortDirection === 'asc' ? 'asc' : 'desc');
  const walked = offset + limit;
  const column = qualified(key);
  const idColumn = qualified(id);
  return sql`select walked.id from (
      (select ${qualified(lookupId)} as lookup_id, ${nameSortKey(qualified(name))} as sort_key from ${lookupId.table})
      union all select null, null
      order by sort_key ${direction} nulls last) lookups
    cross join lateral (
      (select ${idColumn} as id from ${table} where ${column} = lookups.lookup_id and ${where}
        order by ${idColumn} ${direction} limit ${walked})
      union all
      (select ${idColumn} from ${table} where lookups.lookup_id is null and ${column} is null and ${where}
        order by ${idColumn} ${direction} limit ${walked})) walked
    order by lookups.sort_key ${direction} nulls last, walked.id ${direction}
    limit ${limit} offset ${offset}`;
};

/**
 * Sort keys kept beside the records (property_ and service_sort_keys, migration 0026; project_sort_keys, 0031) for columns worked out from
 * other tables: a page by one walks the kept key's index and reads the main table's row of each.
 */
type KeptSort = {
  id: AnyColumn;
  key: SQL | AnyColumn;
  /** A condition on the kept row that the chosen facets imply, so the walk reads only rows that can match. */
  narrowedBy?: (facets: SearchFacets) => SQL | null;
  /** The condition is every facet's: the walk asks nothing of the main table's rows. */
  narrowedWholly?: true;
};

const keptSorts: Partial<Record<SearchEntityType, Record<string, KeptSort>>> = {
  Property: {
    nextInspectionDue: {
      id: s.propertySortKeys.propertyId,
      key: qualified(s.propertySortKeys.nextInspectionDue),
      narrowedBy: propertyKeptFacts,
    },
    localityName: {
      id: s.propertySortKeys.propertyId,
      key: sql`${qualified(s.propertySortKeys.localities)} collate "C"`,
      narrowedBy: propertyKeptFacts,
    },
    openCases: {
      id: s.propertySortKeys.propertyId,
      key: qualified(s.propertySortKeys.openCases),
      narrowedBy: propertyKeptFacts,
    },
  },
  Project: {
    acres: {
      id: s.projectSortKeys.projectId,
      key: qualified(s.projectSortKeys.acres),
      narrowedBy: projectKeptFacts,
    },
    localityName: {
      id: s.projectSortKeys.projectId,
      key: sql`${qualified(s.projectSortKeys.localities)} collate "C"`,
      narrowedBy: projectKeptFacts,
    },
  },
  // The walk asks every facet of the facts on the row it reads: the services' own predicates, asked
  // of each match again, cost 175 of a page's 218 ms (12,556 matches of a component, two localities and
  // an event type at 2,000,000 services).
  Service: {
    propertyId: {
      id: s.serviceSortKeys.serviceId,
      key: qualified(s.serviceSortKeys.propertyId),
      narrowedBy: serviceFactsWhere,
      narrowedWholly: true,
    },
    serviceType: {
      id: s.serviceSortKeys.serviceId,
      key: sql`${qualified(s.serviceSortKeys.components)} collate "C"`,
      narrowedBy: serviceFactsWhere,
      narrowedWholly: true,
    },
  },
};

/** The ids of a page by a kept key, in the order the column's own expression gives (the reference test compares them). */
const keptWalk = (
  table: PgTable,
  id: AnyColumn,
  { id: keptId, key, narrowedBy, narrowedWholly }: KeptSort,
  { where, facets, sortDirection, limit, offset }: Omit<SearchPage, 'sortBy'>,
) => {
  const direction = sql.raw(sortDirection === 'asc' ? 'asc' : 'desc');
  const narrowed = facets && narrowedBy?.(facets);
  const order = sql`order by ${key} ${direction} nulls last, ${qualified(keptId)} ${direction} limit ${limit} offset ${offset}`;
  if (facets && narrowedWholly)
    return sql`select ${qualified(keptId)} from ${keptId.table} where ${narrowed ?? sql`true`} ${order}`;
  return sql`select ${qualified(keptId)} from ${keptId.table} join ${table} on ${qualified(id)} = ${qualified(keptId)}
    where ${where}${narrowed ? sql` and ${narrowed}` : sql``} ${order}`;
};

/**
 * A page's ids as many matches take them (lookupWalk, keptWalk or one ordered statement) whatever their
 * number: the reference test checks these on data sets too small for searchPage to take them. Given
 * bounds, a walk by the type's own column passes at most that many rows in turn, and past them the
 * matches are gathered and sorted (boundedWalk).
 */
export const walkedIds = async (
  db: Db,
  type: Exclude<SearchEntityType, 'Contact'>,
  search: SearchPage,
  bounds?: number[],
) => {
  // As many matches as any page walks past (walks), whatever its depth.
  const walked: Matches = { counted: Number.MAX_SAFE_INTEGER, ids: null };
  const matches = bounds === undefined ? walked : await boundedWalk(db, type, search, walked, bounds);
  return idsOf(await db.execute(sql`${await orderedIds(db, type, search, matches)}`));
};

/** The first column of each row a statement answers: the ids, in its order. */
const idsOf = (result: unknown) =>
  (result as { rows: Record<string, number>[] }).rows.map((row) => Object.values(row)[0]);

/** The expression a search sorts by (its id when the sort is not the type's). */
const sortExpression = (query: { id: AnyColumn; sort: Record<string, SQL | AnyColumn> }, sortBy: string) =>
  query.sort[sortBy] ?? query.id;

/** Sort keys that are never null though the planner cannot tell (name_sort_key of a name that is never null). */
const neverNull = new WeakSet<SQL>();
const notNullKey = (key: SQL) => {
  neverNull.add(key);
  return key;
};

/**
 * The order of a sort key and the id after it: rows with equal sort values keep a stable order across
 * pages; empty values last both ways. A key that is never null sorts without `nulls last` when
 * descending: PostgreSQL walks an index backwards only for `desc nulls first`, its mirror, and does not
 * know the key has no nulls, so `id desc nulls last` sorted all 200,000 services to show 25.
 */
const orderBy = (key: SQL | AnyColumn, id: AnyColumn, sortDirection: SortDirection) => {
  const direction = sql.raw(sortDirection === 'asc' ? 'asc' : 'desc');
  const notNull = is(key, Column) ? key.notNull : neverNull.has(key);
  return [notNull ? sql`${key} ${direction}` : sql`${key} ${direction} nulls last`, sql`${id} ${direction}`];
};

const orderOf = (
  query: { id: AnyColumn; sort: Record<string, SQL | AnyColumn> },
  { sortBy, sortDirection }: Pick<SearchPage, 'sortBy' | 'sortDirection'>,
) => orderBy(sortExpression(query, sortBy), query.id, sortDirection);

const page = <Q extends PgSelect>(select: Q, order: SQL[], { where, limit, offset }: SearchPage) =>
  select
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);

/**
 * One page of a search and the number of all matching rows. The count is its own statement over the
 * facets alone; the page's ids are then picked in order (orderedIds), so an index on the sort walks
 * to the page and stops there, and only the page's rows read what the columns show. Counted with the
 * page in one window, every match was read, its sort key worked out and all of them sorted before
 * any page (a Service search by id 378 ms at 200,000 services; by Component 4.7 s). The two
 * statements are two moments: a save landing between them can leave the count one record off the
 * page for that moment, as the next page would be.
 */
export const searchPage = async <T extends SearchEntityType>(db: Db, type: T, search: SearchPage) => {
  const query = rowQueries(db)[type];
  const cap = countCap(search);
  const matches = await countMatches(db, type, search, cap);
  const { total, countCapped } = countOf(matches.counted, cap);
  // No match on the page (none at all, or a page past the last): nothing to read.
  if (search.offset >= matches.counted) return { rows: [] as SearchRowOf<T>[], total, countCapped };
  // More than the cap (counted = cap + 1): the page lies in the matches' first quarter, as walks wants.
  const ids = await orderedIds(db, type, search, await boundedWalk(db, type, search, matches));
  const rows = (await (query.select(query.fields) as unknown as PgSelect)
    .where(sql`${qualified(query.id)} in (${ids})`)
    .orderBy(...orderOf(query, search))) as unknown as SearchRowOf<T>[];
  return { rows, total, countCapped };
};

/**
 * Up to this many matches (the count's cap) the count has found them all, hands their ids over, and
 * the page sorts them: a bounded cost (10,000 ids sorted by any column: tens of ms at 2,000,000
 * services). A walk instead reads records in the column's order until the page is full, and where the
 * matches are not spread over that order it reads far more than the matches: walking the lookups read
 * every record of each lookup to find the few that match (3.3 s for the instruments with an old event
 * by staff lead); properties with a case type by id descending passed 100,000 properties without cases
 * to show 25 of 7,188 (197 ms at 200,000 properties; sorted, 12 ms).
 */
const walkPast = SearchCountLimit;

/**
 * So a page walks only past that many matches, and when it lies in their first quarter: deeper, the walk
 * reads most of them anyway, once per lookup it passes with a probe of the facets each (page 16 of
 * instruments with an event type, by locality: 79 localities each read the event type's index again,
 * 215–412 ms; sorting the matches costs less).
 */
const walks = (matches: number, { offset, limit }: Pick<SearchPage, 'offset' | 'limit'>) =>
  matches > walkPast && (offset + limit) * 4 <= matches;

/**
 * A walk by the type's own column (an id, a name, acres, a date) passes at most this many times the
 * rows that evenly spread matches would put before the page's end. PostgreSQL takes them as evenly
 * spread; where they are not, the walk read every row before them: the properties never inspected
 * (generated after the others, ids above 100,000) by id, 140–200 ms at 200,000 properties; those with
 * a case type by id descending (the cases are on the first 100,000), 106–128 ms.
 */
const walkSpread = 4;

/**
 * The rows a walk of `walked` matches passes in turn (walkSpread): those evenly spread matches would
 * put before the page's end, from the table's size and the matches counted, after four times the page's
 * end when the count stopped at its cap. None past a quarter of the table: there the bound saves little
 * and a failed walk costs the gathering too (an export's 10,000 by name: 117 -> 300 ms at 200,000
 * properties when bounded).
 */
const walkBounds = async (db: Db, table: PgTable, walked: number, counted: number) => {
  const rows = await tableRows(db, table);
  const passed = Math.ceil((walkSpread * walked * rows) / counted);
  if (passed * 4 >= rows) return null;
  return counted > SearchCountLimit && walkSpread * walked < passed
    ? [walkSpread * walked, passed]
    : [passed];
};

/**
 * The page of a walk by the type's own column, bounded (walkSpread): it reads the rows in the column's
 * order, at most a bound of them (from the table's size and the matches counted when not given), and
 * answers the page's ids when it found them there. A count stopped at its cap tells only that at least
 * that many match: the walk first passes walkSpread times the page's end, as if nearly every row
 * matched, then the bound of the cap (an instrument's executed dates matching 86% of 100,000 projects
 * read 4,000 of them for a page of 100, 63 ms). When the bounds do not find the page, the matches lie
 * elsewhere in that order: they are gathered, apart from the order (OFFSET 0, so PostgreSQL cannot
 * walk the order through them as it would, spreading them evenly again), and sorted. Either way the
 * page is a slice of the ids it answers (orderedIds). Other walks, and pages that do not walk, are left
 * as they are.
 */
const boundedWalk = async (
  db: Db,
  type: SearchEntityType,
  search: SearchPage,
  matches: Matches,
  bounds?: number[],
): Promise<Matches> => {
  if (!walksOwnColumn(type, search.sortBy) || !walks(matches.counted, search)) return matches;
  const walked = search.offset + search.limit;
  const table = mainTables[type];
  const passes = bounds ?? (await walkBounds(db, table, walked, matches.counted));
  if (passes === null) return matches;
  const query = rowQueries(db)[type];
  const order = sql.join(orderOf(query, search), sql`, `);
  // The rows are the table's own under its own name, so the facets and the order name them as ever.
  const pageOf = async (from: SQL, where: SQL) =>
    idsOf(
      await db.execute(sql`select ${qualified(query.id)} from (${from}) ${table}
        where ${where} order by ${order} limit ${walked}`),
    );
  for (const bound of passes) {
    const found = await pageOf(sql`select * from ${table} order by ${order} limit ${bound}`, search.where);
    if (found.length === walked) return { ...matches, ids: found, sorted: true };
  }
  const ids = await pageOf(sql`select * from ${table} where ${search.where} offset 0`, sql`true`);
  return { ...matches, ids, sorted: true };
};

/** A walk by the type's own column: the one manyMatchesIds takes when no kept key or lookup sorts. */
const walksOwnColumn = (type: SearchEntityType, sortBy: string) =>
  type !== 'Contact' && !keptSorts[type]?.[sortBy] && !lookupSorts[type][sortBy];

/** How many rows PostgreSQL counted in the table when it last analyzed it (none before it has). */
const tableRows = async (db: Db, table: PgTable) =>
  Number(
    idsOf(
      await db.execute(
        sql`select greatest(reltuples, 0)::float8 from pg_class where oid = ${getTableName(table)}::regclass`,
      ),
    )[0] ?? 0,
  );

/** The ids of a page of many matches, in order: by a kept key's index, a lookup's name (lookupWalk), or the column's. */
const manyMatchesIds = (db: Db, type: SearchEntityType, search: SearchPage): SQLWrapper => {
  const query = rowQueries(db)[type];
  const kept = keptSorts[type]?.[search.sortBy];
  const walk = type === 'Contact' ? undefined : lookupSorts[type][search.sortBy];
  if (kept) return keptWalk(mainTables[type], query.id, kept, search);
  if (walk) return lookupWalk(mainTables[type], query.id, walk, search);
  return page(query.select({ id: query.id }) as unknown as PgSelect, orderOf(query, search), search);
};

/**
 * The ids of a page of matches, in order. Up to walkPast matches, or a page past their first quarter:
 * the matches are worked out first, apart (by the count when it found them all), and then sorted.
 * Left to itself the planner walks the sort's index and probes the facets of every record it passes
 * until the page is full, reading the whole table when few match (projects with both grant options by Locality probed all 10,000 for none: 196 ms;
 * contacts by address with rare roles, 462 ms). Otherwise as many matches take them.
 */
const orderedIds = async (
  db: Db,
  type: SearchEntityType,
  search: SearchPage,
  matches: Matches,
): Promise<SQL> => {
  // Every answer is wrapped in SQL: a query builder handed out of an async function would be run (it is thenable).
  // The count sorted them too (a Service search's, from the kept row), or a bounded walk found the
  // page's: the page is a slice of those ids.
  if (matches.ids !== null && matches.sorted) {
    const paged = matches.ids.slice(search.offset, search.offset + search.limit);
    return sql`select id from unnest(${sql.param(paged)}::int[]) with ordinality as paged(id, n) order by n`;
  }
  if (walks(matches.counted, search)) return sql`${manyMatchesIds(db, type, search)}`;
  const query = rowQueries(db)[type];
  const id = qualified(query.id);
  const kept = keptSorts[type]?.[search.sortBy];
  const named = type === 'Contact' ? undefined : lookupSorts[type][search.sortBy];
  // The count brought the matches' ids back: they are not worked out again (half the page's time), and
  // asked as an array the planner knows how many they are. From a materialized list it guessed 200 and
  // merged them with the primary key walked from its end (100,000 properties passed to show 25 of 7,188).
  // A kept key's walk asks them of the kept table's id (the array does not pass through the join).
  // The matches already meet the facets: a kept walk's narrowing would ask them again.
  const known = matches.ids !== null;
  const inMatches = (column: SQL) => ({
    ...search,
    facets: undefined,
    where: known
      ? sql`${column} = any(${sql.param(matches.ids)}::int[])`
      : sql`${column} in (select id from search_matches)`,
  });
  const ordered: SQLWrapper = kept
    ? keptWalk(mainTables[type], query.id, kept, inMatches(qualified(kept.id)))
    : named
      ? await rankedPage(db, mainTables[type], query.id, named, inMatches(id))
      : page(
          query.select({ id: query.id }) as unknown as PgSelect,
          orderOf(query, inMatches(id)),
          inMatches(id),
        );
  return known
    ? sql`${ordered}`
    : sql`with search_matches as materialized (${matchesOf(db, type, search)}) ${ordered}`;
};

/** The ids of a page of gathered matches by a lookup's name, sorted by its rank (lookupRanked). */
const rankedPage = async (
  db: Db,
  table: PgTable,
  id: AnyColumn,
  named: LookupSort,
  { where, sortDirection, limit, offset }: SearchPage,
) => {
  const direction = sql.raw(sortDirection === 'asc' ? 'asc' : 'desc');
  const ranked = await lookupRanked(db, named, qualified(named.key));
  return sql`select ${qualified(id)} from ${table}${ranked.lookup} where ${where}
    order by ${ranked.key} ${direction} nulls last, ${qualified(id)} ${direction} limit ${limit} offset ${offset}`;
};

/**
 * A page of the contacts that hold the chosen facts, by name or address: the page's ids are picked
 * from contact_search_facts alone (its keys sort them) and counted from them (up to the cap); only
 * the page's contacts are read. Reading every match's contact to sort it cost 250–600 ms for 12,000
 * matches at 300,000 contacts; walking the address index and probing each contact's facts, 75 ms for
 * page 12. Same rows, same order as searchPage's.
 */
export const contactPageFromFacts = async (db: Db, facts: SQL, search: Omit<SearchPage, 'where'>) => {
  const f = s.contactSearchFacts;
  const key = search.sortBy === 'address' ? f.addressKey : f.nameKey;
  const direction = sql.raw(search.sortDirection === 'asc' ? 'asc' : 'desc');
  const cap = countCap(search);
  const counted = await countContactFacts(db, facts, cap);
  const matches = db
    .select({ contactId: f.contactId, key: sql<string>`${key}`.as('key') })
    .from(f)
    .where(facts);
  // Many matches: the key's index is walked to the page. Few, or a page past their first quarter: they
  // are gathered by the GIN index and sorted. OFFSET 0 makes PostgreSQL plan them apart, so it cannot
  // walk the key's index through them, as it did on a misjudged estimate for a service's one contact
  // (3,000,000 keys read, 573 ms). Drizzle leaves out a plain 0, hence the SQL.
  const matched = (walks(counted, search) ? matches : matches.offset(sql`0` as unknown as Placeholder)).as(
    'matched',
  );
  const page = db
    .$with('page')
    .as(
      db
        .select()
        .from(matched)
        .orderBy(sql`${matched.key} collate "C" ${direction}`, sql`${matched.contactId} ${direction}`)
        .limit(search.limit)
        .offset(search.offset),
    );
  const rows =
    search.offset >= counted
      ? []
      : await db
          .with(page)
          .select(rowQueries(db).Contact.fields)
          .from(page)
          .innerJoin(s.contacts, eq(s.contacts.id, page.contactId))
          .orderBy(sql`${page.key} collate "C" ${direction}`, sql`${page.contactId} ${direction}`);
  return { rows, ...countOf(counted, cap) };
};

/**
 * A count stops at SearchCountLimit when the page lies in the first quarter of it (the page's plan
 * needs no more: see walks); a deeper page is counted whole.
 */
const countCap = ({ offset, limit }: { offset: number; limit: number }) =>
  (offset + limit) * 4 <= SearchCountLimit ? SearchCountLimit : undefined;

/** What the page says of a count that may have stopped at the cap (then it counted cap + 1). */
const countOf = (counted: number, cap: number | undefined) =>
  cap !== undefined && counted > cap
    ? { total: SearchCountLimit, countCapped: true }
    : { total: counted, countCapped: false };

/** How many rows of `from` match, or `cap + 1` when more than `cap` do (only those are read). */
const countUpTo = async (db: Db, from: PgTable, where: SQL, cap?: number) => {
  const matches = db.select({ one: sql`1` }).from(from).where(where);
  const counted = cap === undefined ? matches : matches.limit(cap + 1);
  return (await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(counted.as('matches')))[0].n;
};

/** How many contacts hold the chosen facts. */
const countContactFacts = (db: Db, facts: SQL, cap?: number) =>
  countUpTo(db, s.contactSearchFacts, facts, cap);

const mainTables = {
  Instrument: s.instruments,
  Property: s.properties,
  Service: s.services,
  Project: s.projects,
  Contact: s.contacts,
} as const;

/** How many records match (up to the cap, as countUpTo), and their ids when they are walkPast or fewer. */
type Matches = {
  counted: number;
  ids: number[] | null;
  /** The ids are in the search's order (a sorted count's, a bounded walk's: boundedWalk). */
  sorted?: boolean;
};

/**
 * The ids of a search's matches, unordered. A Service search's come from its kept facts alone
 * (service_sort_keys, serviceFactsWhere): its GIN index answers every chosen facet at once, with
 * PostgreSQL's statistics of each fact for the estimate. Probing each service's components, localities,
 * reviews, products and events instead took about 5 µs a service at 2,000,000 and, misjudged, read every
 * one: both review options (which no service has together) 456 ms, a missing event type every service
 * has 5.0 s. Walks keep the records' predicates (search.where): joined to the facts they were slower.
 */
const matchesOf = (
  db: Db,
  type: SearchEntityType,
  { where, facets }: Pick<SearchPage, 'where' | 'facets'>,
  sort?: KeptServiceSort,
) => {
  if (type !== 'Service' || facets === undefined)
    return sql`select ${qualified(rowQueries(db)[type].id)} as id from ${mainTables[type]} where ${where}`;
  return sql`select ${qualified(s.serviceSortKeys.serviceId)} as id${sort === undefined ? sql`` : sql`, ${sort.key} as sort_key`}
    from ${s.serviceSortKeys}${sort?.lookup ?? sql``}
    where ${serviceFactsWhere(facets) ?? sql`true`}`;
};

/** A Service column's sort key on the kept row, and the join that brings it there. */
type KeptServiceSort = { key: SQL; lookup?: SQL };

/**
 * A lookup column's sort key as the lookup's rank by its name's key (equal names rank equal, and
 * lookup names are never null), and the join on `column` that brings it: worked out once per search in
 * a statement of its own and joined as an array, so the matches sort by an integer. name_sort_key of
 * every match's lookup cost 30 of a count's 48 ms, and 25 of a page's 27 ms for 5,715 instruments by
 * staff lead. Joined as an array, not a scan of the lookup table: inside a count with sequential scans
 * off (byFactsIndex) such a scan weighs 10^10, every plan then looks alike to the planner, and it read
 * the kept rows' whole primary key (a category and a dated event type by staff lead: 118 ms, by the
 * array 21).
 */
const lookupRanked = async (db: Db, { lookupId, name }: LookupSort, column: SQL | AnyColumn) => {
  const [ranks] = (
    (await db.execute(sql`select coalesce(array_agg(id), '{}') as ids, coalesce(array_agg(rank), '{}') as ranks
      from (select ${qualified(lookupId)} as id,
        dense_rank() over (order by ${nameSortKey(qualified(name))})::int as rank from ${lookupId.table}) ranked`)) as unknown as {
      rows: { ids: number[]; ranks: number[] }[];
    }
  ).rows;
  return {
    key: sql`ranked.rank`,
    lookup: sql` left join unnest(${sql.param(ranks.ids)}::int[], ${sql.param(ranks.ranks)}::int[]) as ranked(id, rank)
      on ranked.id = ${column}`,
  };
};

/**
 * A Service column's sort key from the kept row (service_sort_keys), equal to rowQueries' sort of it:
 * so the count that finds the matches in the kept rows also sorts them, where reading each match's
 * service again to sort it cost as much as the count (3,265 services: 12 + 20 ms).
 */
const keptServiceSort = async (db: Db, sortBy: string): Promise<KeptServiceSort> => {
  const named = lookupSorts.Service[sortBy];
  const keptLookup = keptServiceLookups[sortBy];
  if (named === undefined || keptLookup === undefined)
    return { key: sql`${keptSorts.Service?.[sortBy]?.key ?? qualified(s.serviceSortKeys.serviceId)}` };
  return lookupRanked(db, named, qualified(keptLookup));
};

/** The kept row's copy of each lookup column of lookupSorts.Service. */
const keptServiceLookups: Record<string, AnyColumn> = {
  serviceCategory: s.serviceSortKeys.categoryId,
  serviceAgreementType: s.serviceSortKeys.agreementTypeId,
  serviceStatus: s.serviceSortKeys.statusId,
  staffLeadName: s.serviceSortKeys.staffLeadId,
};

/**
 * A count of facts that must hold together, through their GIN index: a plan that reads the rows in
 * turn until the cap, chosen on an estimate that takes the facts as independent, reads every row when
 * they never meet. The index costs about the rarest fact's services (Fee Paid and No Fee Charged at
 * 2,000,000 services: 742 -> 29 ms); one fact is left to the planner, whose estimate of it is sound (a
 * common one read in turn: 5 ms, by the index 77 ms).
 */
const byFactsIndex = (db: Db, count: SQL) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const counted = await tx.execute(count);
    // Not past the count, should the search run inside a caller's transaction.
    await tx.execute(sql`reset enable_seqscan`);
    return counted;
  });

/**
 * Matches the count found all of (walkPast or fewer) are sorted apart for the page (orderedIds), so
 * the count hands their ids over rather than the page working the facets out a second time: for 1,300
 * services of two localities with an event type, 35 of the page's 53 ms went to finding them again.
 */
const countMatches = async (
  db: Db,
  type: SearchEntityType,
  search: Pick<SearchPage, 'where' | 'facets'> & Partial<Pick<SearchPage, 'sortBy' | 'sortDirection'>>,
  cap?: number,
): Promise<Matches> => {
  const together =
    type === 'Service' && search.facets !== undefined && serviceFactsTogether(search.facets) > 1;
  // Sorted only when capped: an aggregate is worked out whatever the case around it, and an export's
  // count of 150,000 matches sorted them all (464 ms) to hand over none.
  const sortBy =
    type === 'Service' && search.facets !== undefined && cap !== undefined ? search.sortBy : undefined;
  const sort = sortBy === undefined ? undefined : await keptServiceSort(db, sortBy);
  const matches = sql`${matchesOf(db, type, search, sort)}${cap === undefined ? sql`` : sql` limit ${cap + 1}`}`;
  const direction = sql.raw(search.sortDirection === 'desc' ? 'desc' : 'asc');
  const ids = sort
    ? sql`array_agg(id order by sort_key ${direction} nulls last, id ${direction})`
    : sql`array_agg(id)`;
  // Capped, the ids are gathered only when they are few enough to hand over: the subquery that sorts
  // them runs only when the case takes it, where an aggregate beside the count sorted 10,001 ids to drop
  // them (5.5 of a count's 31 ms at 200,000 services). Uncapped, the matches are not held in a CTE,
  // which would write an export's 150,000 to disk.
  const count =
    cap === undefined
      ? sql`select count(*)::int as counted, case when count(*) <= ${walkPast} then ${ids} end as ids from (${matches}) matches`
      : sql`with matches as materialized (${matches})
        select counted, case when counted <= ${walkPast} then (select ${ids} from matches) end as ids
        from (select count(*)::int as counted from matches) counted`;
  const [row] = (
    (together ? await byFactsIndex(db, count) : await db.execute(count)) as unknown as { rows: Matches[] }
  ).rows;
  return { counted: Number(row.counted), ids: row.ids, sorted: sort !== undefined };
};

/** The ids of every match, in the search's order, at most `limit` (an export sends them back). */
export const searchIds = async (
  db: Db,
  type: Exclude<SearchEntityType, 'Contact'>,
  search: Omit<SearchPage, 'offset'>,
) => {
  const from = { ...search, offset: 0 };
  const matches = await boundedWalk(db, type, from, await countMatches(db, type, search));
  return idsOf(await db.execute(sql`${await orderedIds(db, type, from, matches)}`));
};

/** The CRM ids of every contact match in the search's order, up to the limit: Send List to eTapestry. */
export const matchingContactCrmIds = async (db: Db, search: Omit<SearchPage, 'offset'>) => {
  const query = rowQueries(db).Contact;
  const rows = (await page(
    query.select({ crmId: s.contacts.crmId }) as unknown as PgSelect,
    orderOf(query, search),
    {
      ...search,
      offset: 0,
    },
  )) as { crmId: string }[];
  return rows.map((r) => r.crmId);
};

/** The rows of the given ids, in the order given (an export writes them as the search listed them). */
export const rowsByIds = async <T extends Exclude<SearchEntityType, 'Contact'>>(
  db: Db,
  type: T,
  ids: number[],
) => {
  const query = rowQueries(db)[type];
  const rows = (await (query.select(query.fields) as unknown as PgSelect).where(
    inArray(query.id, ids),
  )) as (SearchRowOf<T> & {
    id: number;
  })[];
  const position = new Map(ids.map((id, index) => [id, index]));
  return rows.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
};

/** The rows of a type inside the given projects, by id (the project export's workbooks). */
export const rowsOfProjects = async <T extends 'Property' | 'Service'>(
  db: Db,
  type: T,
  projectIds: number[],
) => {
  const query = rowQueries(db)[type];
  const projectColumn = type === 'Property' ? s.properties.projectId : s.services.projectId;
  return (await (query.select(query.fields) as unknown as PgSelect)
    .where(inArray(projectColumn, projectIds))
    .orderBy(query.id)) as SearchRowOf<T>[];
};
