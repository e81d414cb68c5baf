import { EventType, InstrumentStatus, TagType } from '../ids';
import { isActiveOption } from '../lookups';
import { compareAssociatedInstruments } from '../orderings';
import { canWrite, isAdmin, type Principal } from '../roles';
import { instrumentMessages } from './instruments.schema';

type User = Pick<Principal, 'roles'>;

/** Spec 3 §6: any writer adds and edits instruments; only an Admin deletes one or manages the tags. */
export const canEditInstrument = (user: User): boolean => canWrite(user);
export const canDeleteInstrument = (user: User): boolean => isAdmin(user);
export const canManageInstrumentTags = (user: User): boolean => isAdmin(user);

/** The link values a delete needs zero or N/A (spec 3 §8). */
export type InstrumentLinkValues = {
  propertyAcres: number | null;
  futurePropertiesAllowed: number | null;
  dwellingsAllowed: number | null;
  finishedAreaAllowed: number | null;
  imperviousAreaAllowed: number | null;
};

export type InstrumentDeleteFacts = {
  statusId: number;
  /** Instruments of the project, this one included. */
  instrumentsInProject: number;
  links: readonly InstrumentLinkValues[];
};

const isZeroOrNa = (value: number | null) => value === null || Number(value) === 0;

/**
 * Spec 3 §8: the first blocker of an instrument delete in the spec's order, or null when it may go:
 * not the project's last instrument, Inactive, exactly one property, all its values zero or N/A.
 */
export const instrumentDeleteBlocker = (facts: InstrumentDeleteFacts): string | null => {
  if (facts.instrumentsInProject <= 1) return instrumentMessages.lastInstrument;
  if (facts.statusId !== InstrumentStatus.Inactive) return instrumentMessages.notInactive;
  if (facts.links.length !== 1) return instrumentMessages.notOneProperty;
  const [link] = facts.links;
  const values = [
    link.dwellingsAllowed,
    link.finishedAreaAllowed,
    link.futurePropertiesAllowed,
    link.imperviousAreaAllowed,
    link.propertyAcres,
  ];
  if (!values.every(isZeroOrNa)) return instrumentMessages.valuesNotZero;
  return null;
};

/** Spec 3 §4: a save that moves the status to Active from another status needs an Executed event. */
export const needsExecutedEvent = (fromStatusId: number, toStatusId: number): boolean =>
  toStatusId === InstrumentStatus.Active && fromStatusId !== InstrumentStatus.Active;

/** The Executed event among those sent with a save, if any. */
export const executedEventOf = <E extends { eventTypeId: number }>(events: readonly E[]): E | undefined =>
  events.find((event) => event.eventTypeId === EventType.Executed);

/** The Important tag (1) is a red badge of its own and a warning icon in the sidebar. */
export const isImportant = (tagTypeIds: readonly number[]): boolean => tagTypeIds.includes(TagType.Important);

type ListedInstrument = { id: number; statusId: number; openDate: string };

/** The project's instruments in the sidebar: status, then newest first (spec 3 §9). */
export const sortProjectInstruments = <T extends ListedInstrument>(instruments: readonly T[]): T[] =>
  instruments.toSorted(compareAssociatedInstruments);

/**
 * The instrument /project/{id}/instruments opens: the newest Pending one, else the newest (newest =
 * highest id, the last created); undefined when the project has none.
 */
export const defaultInstrument = <T extends { id: number; statusId: number }>(
  instruments: readonly T[],
): T | undefined => {
  const newest = (list: readonly T[]) =>
    list.reduce<T | undefined>((a, b) => (a && a.id > b.id ? a : b), undefined);
  return newest(instruments.filter((i) => i.statusId === InstrumentStatus.Pending)) ?? newest(instruments);
};

type TagLike = { id: number; name: string; archiveDate: string | Date | null };

/**
 * A tag name as uniqueness compares it: trimmed and in Unicode NFC, so 'Café' typed with a combining
 * accent is the same tag as 'Café' typed with the accented letter (they look, sort and print alike).
 */
const tagNameKey = (name: string) => name.trim().normalize('NFC');

/**
 * Spec 3 §5: the tag name's error, or null. Empty, longer than 100, or equal (case and all, after
 * trimming and NFC) to another active tag's name.
 */
export const tagNameError = (
  name: string,
  tags: readonly TagLike[],
  editingId: number | null,
  now: Date = new Date(),
): string | null => {
  const trimmed = name.trim();
  if (trimmed.length === 0) return instrumentMessages.tagNameRequired;
  if (trimmed.length > 100) return instrumentMessages.tagNameTooLong;
  const key = tagNameKey(trimmed);
  const taken = tags.some(
    (tag) => tag.id !== editingId && isActiveOption(tag, now) && tagNameKey(tag.name) === key,
  );
  return taken ? instrumentMessages.tagNameTaken : null;
};

/** Specific terms as the details card lists them: the chosen terms' names, then 'Unique Term - description'. */
export const specificTermLines = (
  specificTermIds: readonly number[],
  termNames: ReadonlyMap<number, string>,
  uniqueTerms: readonly { id: number; description: string }[],
): string[] => [
  ...specificTermIds.map((id) => termNames.get(id) ?? String(id)),
  ...uniqueTerms.toSorted((a, b) => a.id - b.id).map((term) => `Unique Term - ${term.description}`),
];
