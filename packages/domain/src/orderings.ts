import { InstrumentStatus, PropertyStatus, ServiceStatus } from './ids';

/**
 * The orderings the spec fixes for shared lists (spec 1 §9, spec 2 §9, spec 3 §9), as comparators
 * for `Array.prototype.toSorted`. The server sorts with them before answering and the web keeps the
 * order after local edits, so both always agree. Missing numbers and dates sort last in either
 * direction: a record without acres or a date is the least informative one in a list.
 */

type Comparator<T> = (a: T, b: T) => number;
type DateValue = string | Date | null | undefined;

const compareNumbers = (
  a: number | null | undefined,
  b: number | null | undefined,
  direction: 1 | -1,
): number => {
  if (a == null || b == null) return a == null ? (b == null ? 0 : 1) : -1;
  return (a - b) * direction;
};
const asc = (a: number | null | undefined, b: number | null | undefined) => compareNumbers(a, b, 1);
const desc = (a: number | null | undefined, b: number | null | undefined) => compareNumbers(a, b, -1);

const toTime = (value: DateValue): number | null => {
  if (value == null || value === '') return null;
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? null : time;
};

/**
 * Names compare as people read them: case-insensitive, numbers by value ('Lot 2' before 'Lot 10').
 * One collator for every comparison: localeCompare with options builds one per call, 27 times slower.
 */
const textCollator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const compareText = (a: string | null | undefined, b: string | null | undefined): number => {
  if (a == null || b == null) return a == null ? (b == null ? 0 : 1) : -1;
  return textCollator.compare(a, b);
};

type PropertyLike = { id: number; statusId: number | null; calculatedAcres: number | null };

/**
 * Properties: status ascending, acres descending, id descending. Acres are the calculated acres,
 * the figure the property list shows, so the visible numbers read in order.
 */
export const compareProperties: Comparator<PropertyLike> = (a, b) =>
  asc(a.statusId, b.statusId) || desc(a.calculatedAcres, b.calculatedAcres) || desc(a.id, b.id);

/** Current properties: only status 1, by acres descending then id descending. */
export const currentProperties = <T extends PropertyLike>(properties: readonly T[]): T[] =>
  properties
    .filter((p) => p.statusId === PropertyStatus.Current)
    .toSorted((a, b) => desc(a.calculatedAcres, b.calculatedAcres) || desc(a.id, b.id));

/**
 * Properties associated with a service or an instrument: those of the current project first (the
 * others follow a 'Cross-Project Properties' divider), then as {@link compareProperties}.
 */
export const compareAssociatedProperties =
  (currentProjectId: number): Comparator<PropertyLike & { projectId: number }> =>
  (a, b) =>
    Number(b.projectId === currentProjectId) - Number(a.projectId === currentProjectId) ||
    compareProperties(a, b);

/** Services: status ascending (no status counts as 1, new), open date newest first, id descending. */
export const compareServices: Comparator<{ id: number; statusId: number | null; openDate: DateValue }> = (
  a,
  b,
) =>
  asc(a.statusId ?? ServiceStatus.Open, b.statusId ?? ServiceStatus.Open) ||
  desc(toTime(a.openDate), toTime(b.openDate)) ||
  desc(a.id, b.id);

/** Built environment features: existing first, dwelling units descending, then id. */
export const compareFeatures: Comparator<{ id: number; exists: boolean; dwellingUnits: number | null }> = (
  a,
  b,
) => Number(b.exists) - Number(a.exists) || desc(a.dwellingUnits, b.dwellingUnits) || asc(a.id, b.id);

/** Localities of a property: the primary one first, then by name. */
export const compareLocalities: Comparator<{ primary: boolean; name: string | null }> = (a, b) =>
  Number(b.primary) - Number(a.primary) || compareText(a.name, b.name);

/** Tax parcels: acres descending, then parcel id. */
export const compareParcels: Comparator<{ parcelId: string | null; acres: number | null }> = (a, b) =>
  desc(a.acres, b.acres) || compareText(a.parcelId, b.parcelId);

/** Events: date newest first, then id descending. */
export const compareEvents: Comparator<{ id: number; date: DateValue }> = (a, b) =>
  desc(toTime(a.date), toTime(b.date)) || desc(a.id, b.id);

/** The project summary's latest events: the first five in event order. */
export const latestEvents = <T extends { id: number; date: DateValue }>(
  events: readonly T[],
  count = 5,
): T[] => events.toSorted(compareEvents).slice(0, count);

/** Partnership grants (by grant program name) and conservation purposes (by purpose name); id breaks ties. */
export const compareByName: Comparator<{ id: number; name: string | null }> = (a, b) =>
  compareText(a.name, b.name) || asc(a.id, b.id);

/** Building/activity areas and water quality protection areas: newest (highest id) first. */
export const compareByIdDesc: Comparator<{ id: number }> = (a, b) => desc(a.id, b.id);

/** Unique terms of an instrument: in the order they were added. */
export const compareByIdAsc: Comparator<{ id: number }> = (a, b) => asc(a.id, b.id);

const contactInstrumentStatusOrder: readonly number[] = [
  InstrumentStatus.Pending,
  InstrumentStatus.Active,
  InstrumentStatus.Inactive,
];
const statusRank = (statusId: number | null): number => {
  const rank = statusId === null ? -1 : contactInstrumentStatusOrder.indexOf(statusId);
  return rank === -1 ? contactInstrumentStatusOrder.length : rank;
};

/**
 * Instruments on the contact page, grouped Pending, Active, Inactive (any other status after them),
 * by id within a group.
 */
export const compareContactInstruments: Comparator<{ id: number; statusId: number | null }> = (a, b) =>
  statusRank(a.statusId) - statusRank(b.statusId) || asc(a.id, b.id);

/** Instruments associated with a property: status, then newest first (open date, then id). */
export const compareAssociatedInstruments: Comparator<{
  id: number;
  statusId: number | null;
  openDate: DateValue;
}> = (a, b) =>
  asc(a.statusId, b.statusId) || desc(toTime(a.openDate), toTime(b.openDate)) || desc(a.id, b.id);

/** The home page's tile lists (services, reviews, instruments): open date, then id, oldest first. */
export const compareHomeItems: Comparator<{ id: number; openDate: DateValue }> = (a, b) =>
  asc(toTime(a.openDate), toTime(b.openDate)) || asc(a.id, b.id);

const roleLinkOrder = ['Instrument', 'Property', 'Service'] as const;

/** A contact's role lines in search results: Instrument lines, then Property, then Service, each by id. */
export const compareContactRoleLinks: Comparator<{ entity: (typeof roleLinkOrder)[number]; id: number }> = (
  a,
  b,
) => roleLinkOrder.indexOf(a.entity) - roleLinkOrder.indexOf(b.entity) || asc(a.id, b.id);

/** Advanced search's default sort: id descending, except contacts by name ascending (spec 1 §2). */
export const defaultSearchSort = (
  entityType: 'Contact' | 'Instrument' | 'Project' | 'Property' | 'Service',
): { field: 'id' | 'name'; direction: 'asc' | 'desc' } =>
  entityType === 'Contact' ? { field: 'name', direction: 'asc' } : { field: 'id', direction: 'desc' };
