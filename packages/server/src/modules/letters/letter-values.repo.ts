import { type LetterContact, letterOwnerRoleIds } from '@app/domain';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  contactLinkRoles,
  contactLinks,
  contacts,
  instruments,
  properties,
  propertyInstruments,
  users,
} from '../../db/schema';
import { instrumentLabel } from '../../db/shared-sql/instrument-label';
import { readAll } from '../../db/tx';

/** What a letter is about: the properties and the instruments its placeholders and owners come from. */
export type LetterSubjectIds = { propertyIds: number[]; instrumentIds: number[] };

/** The instruments covering each property (a property's letter names them). */
export const coveringInstruments = async (db: Db | Tx, propertyIds: number[]) => {
  const rows =
    propertyIds.length === 0
      ? []
      : await db
          .select({
            propertyId: propertyInstruments.propertyId,
            instrumentId: propertyInstruments.instrumentId,
          })
          .from(propertyInstruments)
          .where(inArray(propertyInstruments.propertyId, propertyIds))
          .orderBy(asc(propertyInstruments.instrumentId));
  return groupBy(
    rows,
    (r) => r.propertyId,
    (r) => r.instrumentId,
  );
};

/** The properties each instrument covers (an instrument's letter is to their owners). */
export const coveredProperties = async (db: Db | Tx, instrumentIds: number[]) => {
  const rows =
    instrumentIds.length === 0
      ? []
      : await db
          .select({
            propertyId: propertyInstruments.propertyId,
            instrumentId: propertyInstruments.instrumentId,
          })
          .from(propertyInstruments)
          .where(inArray(propertyInstruments.instrumentId, instrumentIds))
          .orderBy(asc(propertyInstruments.propertyId));
  return groupBy(
    rows,
    (r) => r.instrumentId,
    (r) => r.propertyId,
  );
};

const groupBy = <T>(rows: T[], key: (row: T) => number, value: (row: T) => number) => {
  const map = new Map<number, number[]>();
  for (const row of rows) {
    const list = map.get(key(row)) ?? [];
    list.push(value(row));
    map.set(key(row), list);
  }
  return map;
};

export type LetterFacts = {
  properties: Map<number, { id: number; name: string | null }>;
  instruments: Map<number, { id: number; label: string; staffLead: string | null }>;
  /** The owner-role contacts of each property and of each instrument, in the order they were linked. */
  propertyOwners: Map<number, LetterContact[]>;
  instrumentGrantors: Map<number, LetterContact[]>;
};

/** The names, staff leads and owner-role contacts of every property and instrument the letters name. */
export const readLetterFacts = async (
  db: Db | Tx,
  { propertyIds, instrumentIds }: LetterSubjectIds,
): Promise<LetterFacts> => {
  const none = Promise.resolve([]);
  const [propertyRows, instrumentRows, ownerRows] = await readAll(db as Db, [
    () =>
      propertyIds.length === 0
        ? none
        : db
            .select({ id: properties.id, name: properties.name })
            .from(properties)
            .where(inArray(properties.id, propertyIds)),
    () =>
      instrumentIds.length === 0
        ? none
        : db
            .select({ id: instruments.id, label: instrumentLabel, staffLead: users.name })
            .from(instruments)
            .leftJoin(users, eq(users.id, instruments.staffLeadId))
            .where(inArray(instruments.id, instrumentIds)),
    () =>
      propertyIds.length === 0 && instrumentIds.length === 0
        ? none
        : db
            .select({
              contactId: contacts.id,
              name: contacts.name,
              fullName: contacts.fullName,
              address: contacts.address,
              city: contacts.city,
              state: contacts.state,
              postalCode: contacts.postalCode,
              propertyId: contactLinks.propertyId,
              instrumentId: contactLinks.instrumentId,
            })
            .from(contactLinks)
            .innerJoin(contactLinkRoles, eq(contactLinkRoles.contactLinkId, contactLinks.id))
            .innerJoin(contacts, eq(contacts.id, contactLinks.contactId))
            .where(
              or(
                propertyIds.length === 0
                  ? sql`false`
                  : and(
                      inArray(contactLinks.propertyId, propertyIds),
                      eq(contactLinkRoles.contactRoleId, letterOwnerRoleIds.property),
                    ),
                instrumentIds.length === 0
                  ? sql`false`
                  : and(
                      inArray(contactLinks.instrumentId, instrumentIds),
                      eq(contactLinkRoles.contactRoleId, letterOwnerRoleIds.instrument),
                    ),
              ),
            )
            .orderBy(asc(contactLinks.id)),
  ]);
  const propertyOwners = new Map<number, LetterContact[]>();
  const instrumentGrantors = new Map<number, LetterContact[]>();
  for (const { propertyId, instrumentId, ...contact } of ownerRows as (LetterContact & {
    propertyId: number | null;
    instrumentId: number | null;
  })[]) {
    const [map, key, on] =
      propertyId !== null
        ? [propertyOwners, propertyId, 'property' as const]
        : [instrumentGrantors, instrumentId as number, 'instrument' as const];
    map.set(key, [...(map.get(key) ?? []), { ...contact, on }]);
  }
  return {
    properties: new Map((propertyRows as { id: number; name: string | null }[]).map((r) => [r.id, r])),
    instruments: new Map(
      (instrumentRows as { id: number; label: string; staffLead: string | null }[]).map((r) => [r.id, r]),
    ),
    propertyOwners,
    instrumentGrantors,
  };
};
