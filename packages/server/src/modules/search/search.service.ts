import type { Readable } from 'node:stream';
import {
  defaultSort,
  formatContactAddress,
  formatDate,
  ListLimits,
  messages,
  type SearchEntityType,
  type SearchFacets,
  SearchMapPointLimit,
  type SearchQuery,
  type SearchResults,
  type SearchRows,
  type SortDirection,
} from '@app/domain';
import type { Db } from '../../db/client';
import { rowExists, serviceExists } from '../../db/exists';
import { eventTypes } from '../../db/schema';
import { readAll } from '../../db/tx';
import {
  type SheetColumn,
  searchResultColumns,
  sheetXlsxBuffer,
  writeSheetXlsx,
} from '../../exports/search-results-xlsx';
import { zipStream } from '../../exports/zip-stream';
import { xlsxType } from '../../lib/attachment';
import { fieldError } from '../../lib/errors';
import { mapPointsJson } from '../properties/api';
import {
  contactPageFromFacts,
  contactRoleLinesMore,
  contactRoleLinesShown,
  matchingContactCrmIds,
  rowsByIds,
  rowsOfProjects,
  type SearchRowOf,
  searchIds,
  searchPage,
} from './search.repo';
import { instrumentsWithRights, projectContacts } from './search-export.repo';
import { contactFactsWhere, searchWhere } from './search-facets.repo';
import { propertiesOfMatches } from './search-map.repo';

export type ExportType = Exclude<SearchEntityType, 'Contact'>;

/**
 * The facets as searched, after what the query's schema cannot check alone: a previous service id must
 * exist (spec 1 §5). Does Not Have Event Type of a type there is not narrows nothing, since every record
 * lacks it, and is left out: a Service count asks the kept facts of the event types there are
 * (service_sort_keys), which have no fact of that one.
 */
const checkedFacets = async <F extends SearchFacets>(db: Db, facets: F): Promise<F> => {
  const previous = facets.previousServices;
  if (typeof previous === 'number' && !(await serviceExists(db, previous))) {
    throw fieldError('previousServices', messages.previousServiceIdExists);
  }
  const lacked = facets.doesNotHaveEventType;
  if (typeof lacked !== 'number' || (await rowExists(db, eventTypes, lacked))) return facets;
  const { doesNotHaveEventType: _, ...rest } = facets;
  return rest as F;
};

/** The sort asked for; a column without a direction sorts ascending; none sorts by the type's default. */
const sortOf = (type: SearchEntityType, query: { sortBy?: string; sortDirection?: SortDirection }) =>
  query.sortBy === undefined
    ? { ...defaultSort(type), ...(query.sortDirection && { sortDirection: query.sortDirection }) }
    : { sortBy: query.sortBy, sortDirection: query.sortDirection ?? ('asc' as const) };

/** GET {EntityType}/search: one page of the rows that meet every chosen facet, and how many do. */
export const search = async <T extends SearchEntityType>(
  db: Db,
  type: T,
  query: SearchQuery,
): Promise<SearchResults<T>> => {
  query = await checkedFacets(db, query);
  const sort = sortOf(type, query);
  const paging = { limit: query.pageSize, offset: (query.currentPage - 1) * query.pageSize };
  // Contacts with facets: counted and paged from their facts alone (search.repo.ts).
  const facts = type === 'Contact' ? contactFactsWhere(query) : null;
  const { rows, total, countCapped } =
    facts !== null
      ? await contactPageFromFacts(db, facts, { ...sort, ...paging })
      : await searchPage(db, type, { where: searchWhere(type, query), facets: query, ...sort, ...paging });
  // Contacts show their address as one line; the other types' rows are the answer as they are.
  const results = rows.map((row) => {
    if (type !== 'Contact') return row;
    const contact = row as unknown as SearchRowOf<'Contact'>;
    return {
      crmId: contact.crmId,
      name: contact.name,
      address: formatContactAddress(contact),
      roles:
        contact.roles.length > contactRoleLinesShown
          ? [...contact.roles.slice(0, contactRoleLinesShown), contactRoleLinesMore]
          : contact.roles,
    };
  }) as unknown as SearchRows[T][];
  return {
    results,
    totalCount: total,
    countCapped,
    currentPage: query.currentPage,
    pageSize: query.pageSize,
  };
};

/** The ids of every match in the search's order, up to the export cap: Export Results sends them back. */
export const searchResultIds = async (
  db: Db,
  type: ExportType,
  asked: SearchFacets & { sortBy?: string; sortDirection?: SortDirection },
) => {
  const query = await checkedFacets(db, asked);
  return searchIds(db, type, {
    where: searchWhere(type, query),
    facets: query,
    ...sortOf(type, query),
    limit: ListLimits.searchExportIds,
  });
};

/**
 * GET {Property|Project}/searchMapPoints (issue 19): the access points of every match (every property of
 * a matching project), not only the page, up to `SearchMapPointLimit`; the results' map draws them. The
 * answer's JSON text, in the shape of `searchMapPointsSchema`, as the properties module writes the
 * maps' points (PostgreSQL builds the text: 20,000 rows would cost the server 130 ms of CPU).
 */
export const searchMapPointsJson = async (
  db: Db,
  type: 'Property' | 'Project',
  asked: SearchFacets,
): Promise<string> => {
  const facets = await checkedFacets(db, asked);
  const { items, truncated } = await mapPointsJson(
    db,
    propertiesOfMatches(type, searchWhere(type, facets)),
    SearchMapPointLimit,
  );
  return `{"items":${items},"truncated":${truncated}}`;
};

/** The CRM ids of every contact match in the search's order, up to the journal's cap: Send List to eTapestry. */
export const searchContactCrmIds = async (
  db: Db,
  asked: SearchFacets & { sortBy?: string; sortDirection?: SortDirection },
) => {
  const query = await checkedFacets(db, asked);
  return matchingContactCrmIds(db, {
    where: searchWhere('Contact', query),
    ...sortOf('Contact', query),
    limit: ListLimits.journalContacts,
  });
};

export type ExportFile = { fileName: string; contentType: string; stream: Readable };

/** POST {entityType}/exportsearchresults: the rows of the ids as a workbook of the result columns; a zip for projects. */
export const exportSearchResults = async (db: Db, type: ExportType, ids: number[]): Promise<ExportFile> => {
  if (type === 'Project') return exportProjects(db, ids);
  const rows = await rowsByIds(db, type, ids);
  return {
    fileName: `${type}SearchResults.xlsx`,
    contentType: xlsxType,
    stream: writeSheetXlsx(
      `${type} Search Results`,
      searchResultColumns(type) as SheetColumn<(typeof rows)[number]>[],
      rows,
    ),
  };
};

type InstrumentRight = Awaited<ReturnType<typeof instrumentsWithRights>>[number];
const instrumentColumns: SheetColumn<InstrumentRight>[] = [
  { header: 'Instrument ID', value: (r) => r.id },
  { header: 'Project ID', value: (r) => r.projectId },
  { header: 'Type', value: (r) => r.instrumentType ?? 'N/A' },
  { header: 'Agreement Type', width: 24, value: (r) => r.agreementType },
  { header: 'Status', value: (r) => r.instrumentStatus },
  { header: 'Staff Lead', width: 22, value: (r) => r.staffLeadName ?? 'None' },
  { header: 'Locality', width: 22, value: (r) => r.localityName ?? 'N/A' },
  { header: 'Executed Date', value: (r) => formatDate(r.executedDate, { missing: 'N/A' }) },
  { header: 'Recorded Date', value: (r) => formatDate(r.recordedDate, { missing: 'N/A' }) },
  { header: 'Property ID', value: (r) => r.propertyId },
  { header: 'Property Acres', value: (r) => r.propertyAcres },
  { header: 'Divisions Allowed', value: (r) => r.futurePropertiesAllowed },
  { header: 'Dwellings Allowed', value: (r) => r.dwellingsAllowed },
  { header: 'Finished Area Allowed', width: 22, value: (r) => r.finishedAreaAllowed },
  { header: 'Impervious Area Allowed', width: 24, value: (r) => r.imperviousAreaAllowed },
];

type ProjectContact = Awaited<ReturnType<typeof projectContacts>>[number];
const recordOf = (c: ProjectContact): [string, number] =>
  c.instrumentId !== null
    ? ['Instrument', c.instrumentId]
    : c.propertyId !== null
      ? ['Property', c.propertyId]
      : ['Service', c.serviceId as number];
const contactColumns: SheetColumn<ProjectContact>[] = [
  { header: 'Project ID', value: (c) => c.projectId },
  { header: 'Record', value: (c) => recordOf(c)[0] },
  { header: 'Record ID', value: (c) => recordOf(c)[1] },
  { header: 'Contact', width: 28, value: (c) => c.name },
  { header: 'Address', width: 40, value: (c) => formatContactAddress(c) },
  { header: 'Email', width: 28, value: (c) => c.email ?? 'None' },
  { header: 'Role(s)', width: 28, value: (c) => c.roles ?? 'None' },
  { header: 'Role Details', width: 30, value: (c) => c.notes },
  { header: 'CRM ID', value: (c) => c.crmId },
];

const withProjectId = <R extends { projectId: number }>(columns: SheetColumn<R>[]): SheetColumn<R>[] => [
  columns[0],
  { header: 'Project ID', value: (r) => r.projectId },
  ...columns.slice(1),
];

/** A workbook as a zip entry's content, written when the archive (exports/zip-stream.ts) reaches it. */
async function* workbook<R>(sheetName: string, columns: SheetColumn<R>[], rows: R[]) {
  yield await sheetXlsxBuffer(sheetName, columns, rows);
}

/**
 * The project export: a zip with one workbook per record type of the projects — the projects as the
 * results list them, their instruments with the rights they allow on each property, their properties,
 * services and contacts.
 */
const exportProjects = async (db: Db, ids: number[]): Promise<ExportFile> => {
  const [projects, instruments, properties, services, contacts] = await readAll(db, [
    () => rowsByIds(db, 'Project', ids),
    () => instrumentsWithRights(db, ids),
    () => rowsOfProjects(db, 'Property', ids),
    () => rowsOfProjects(db, 'Service', ids),
    () => projectContacts(db, ids),
  ]);
  return {
    fileName: 'ProjectSearchResults.zip',
    contentType: 'application/zip',
    stream: zipStream([
      { name: 'Projects.xlsx', content: workbook('Projects', searchResultColumns('Project'), projects) },
      { name: 'Instruments.xlsx', content: workbook('Instruments', instrumentColumns, instruments) },
      {
        name: 'Properties.xlsx',
        content: workbook('Properties', withProjectId(searchResultColumns('Property')), properties),
      },
      {
        name: 'Services.xlsx',
        content: workbook('Services', withProjectId(searchResultColumns('Service')), services),
      },
      { name: 'Contacts.xlsx', content: workbook('Contacts', contactColumns, contacts) },
    ]),
  };
};
