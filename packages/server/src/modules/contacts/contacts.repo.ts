import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { qualified } from '../../db/qualified';
import {
  contactAddressLine,
  contactLinkRoles,
  contactLinks,
  contactRoles,
  contacts,
  instruments,
  projects,
  properties,
  services,
  serviceTypesLink,
} from '../../db/schema';

/** What a row of the contact search shows. */
const searchColumns = {
  crmId: contacts.crmId,
  name: contacts.name,
  fullName: contacts.fullName,
  address: contacts.address,
  city: contacts.city,
  state: contacts.state,
  postalCode: contacts.postalCode,
  inCrm: contacts.inCrm,
};

/** What the contact page shows. */
const contactColumns = {
  id: contacts.id,
  ...searchColumns,
  email: contacts.email,
  phones: contacts.phones,
};

/** `%`, `_` and `\` typed by a user are letters, not LIKE wildcards. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** Contacts a broad text (a common surname, three letters) may match: enough to rank, few enough to be quick. */
const candidateLimit = 500;

type SearchTerms = { name: string | null; address: string | null };

/** Both names, lower-cased, matched through the one trigram index built on them. */
const names = contacts.namesKey;
/** The address as shown (street, city, state and postal code), matched through its own trigram index. */
const addressLine = sql`(${contactAddressLine(contacts)})`;

/** The names hold the text, case aside (as ILIKE would, on text lower-cased once when it was stored). */
const namesHold = (text: string) => sql`${names} like lower(${containing(text)})`;
const addressHolds = (text: string) => sql`${addressLine} ilike ${containing(text)}`;

/** Every given text is held in the names, and in the address. */
const holdsAll = ({ name, address }: SearchTerms) =>
  and(name ? namesHold(name) : undefined, address ? addressHolds(address) : undefined);

/**
 * Every given text is close to its columns (`<%`: a run of words similar to it, typos included). Of
 * two texts one may still be held while the other is only close; a single text is held by no one here.
 */
const resemblesAll = ({ name, address }: SearchTerms) => {
  const both = name !== null && address !== null;
  const resembles = (text: string, column: SQL, holds: SQL) =>
    both ? sql`(${holds} or ${text}::text <% ${column})` : sql`${text}::text <% ${column}`;
  return and(
    name ? resembles(name, sql`${names}`, namesHold(name)) : undefined,
    address ? resembles(address, addressLine, addressHolds(address)) : undefined,
  );
};

/**
 * The crm ids of at most {@link candidateLimit} contacts to rank, chosen by an order of their own
 * (shortest matched text first: an exact name is the shortest text holding it) so the same search
 * always answers the same rows, whichever plan or scan found them. A name search reads only
 * contacts_names_length here, which holds the names; the rows are read for the candidates alone.
 */
const candidatesOf = (db: Db, where: SQL | undefined, { name }: SearchTerms) =>
  db
    .select({ crmId: contacts.crmId })
    .from(contacts)
    .where(where)
    .orderBy(sql`length(${name ? names : addressLine})`, asc(contacts.crmId))
    .limit(candidateLimit)
    .as('c');

const displayName = sql`coalesce(${contacts.name}, ${contacts.fullName})`;

/** A contact holding the text: an exact name scores a point above any similarity. */
const heldScore = ({ name, address }: SearchTerms) => [
  ...(name
    ? [sql`(lower(${displayName}) = lower(${name}::text))::int + similarity(${displayName}, ${name}::text)`]
    : []),
  ...(address ? [sql`similarity(${addressLine}, ${address}::text)`] : []),
];

/** A near match: whole-name similarity breaks the ties of word similarity (a typo in one word). */
const nearScore = ({ name, address }: SearchTerms) => [
  ...(name
    ? [
        sql`similarity(${displayName}, ${name}::text)`,
        sql`greatest(word_similarity(${name}::text, ${contacts.name}), word_similarity(${name}::text, ${contacts.fullName}))`,
      ]
    : []),
  ...(address ? [sql`word_similarity(${address}::text, ${addressLine})`] : []),
];

/**
 * The contact search on the synced copy (name and/or address; both must match when both are given).
 * Contacts holding the text come first: an exact name, then by trigram similarity, so shorter names
 * and whole words rank above a text buried in a long name. Only when none holds it do near matches
 * (typos) answer. Both steps find their rows through the indexes and rank at most
 * {@link candidateLimit} of them, so a broad text stays fast: past that many, typing more narrows it.
 */
export const searchContacts = async (db: Db, { limit, ...terms }: SearchTerms & { limit: number }) => {
  const ranked = (where: SQL | undefined, score: SQL[]) => {
    const c = candidatesOf(db, where, terms);
    const total = sql.join(
      score.map((part) => sql`coalesce(${part}, 0)`),
      sql` + `,
    );
    return db
      .select(searchColumns)
      .from(c)
      .innerJoin(contacts, eq(contacts.crmId, c.crmId))
      .orderBy(sql`${total} desc`, displayName, asc(contacts.crmId))
      .limit(limit);
  };
  const held = await ranked(holdsAll(terms), heldScore(terms));
  return held.length > 0 ? held : ranked(resemblesAll(terms), nearScore(terms));
};

export const getContactByCrmId = async (db: Db, crmId: string) => {
  const [row] = await db.select(contactColumns).from(contacts).where(eq(contacts.crmId, crmId));
  return row;
};

/** The ids among `crmIds` that the synced copy holds. */
export const listKnownCrmIds = async (db: Db, crmIds: readonly string[]) =>
  (
    await db
      .select({ crmId: contacts.crmId })
      .from(contacts)
      .where(inArray(contacts.crmId, [...crmIds]))
  ).map((r) => r.crmId);

/** A link's roles with their names, in the role list's order: one sub-select, no query per row. */
const linkRoles = sql<{ id: number; name: string }[]>`coalesce((
  select json_agg(json_build_object('id', ${qualified(contactRoles.id)}, 'name', ${qualified(contactRoles.name)})
                  order by ${qualified(contactRoles.sortOrder)}, ${qualified(contactRoles.id)})
  from ${contactLinkRoles} join ${contactRoles} on ${qualified(contactRoles.id)} = ${qualified(contactLinkRoles.contactRoleId)}
  where ${qualified(contactLinkRoles.contactLinkId)} = ${qualified(contactLinks.id)}), '[]'::json)`;

/** The instruments a contact is on (contact page), each with its roles there. */
export const listContactInstruments = (db: Db, contactId: number) =>
  db
    .select({
      projectId: instruments.projectId,
      projectName: projects.name,
      id: instruments.id,
      statusId: instruments.statusId,
      roles: linkRoles,
    })
    .from(contactLinks)
    .innerJoin(instruments, eq(instruments.id, contactLinks.instrumentId))
    .innerJoin(projects, eq(projects.id, instruments.projectId))
    .where(eq(contactLinks.contactId, contactId));

export const listContactProperties = (db: Db, contactId: number) =>
  db
    .select({
      projectId: properties.projectId,
      projectName: projects.name,
      id: properties.id,
      statusId: properties.statusId,
      roles: linkRoles,
    })
    .from(contactLinks)
    .innerJoin(properties, eq(properties.id, contactLinks.propertyId))
    .innerJoin(projects, eq(projects.id, properties.projectId))
    .where(eq(contactLinks.contactId, contactId));

/** The services a contact is on, with their components and category (the page shows them by type). */
export const listContactServices = (db: Db, contactId: number) =>
  db
    .select({
      projectId: services.projectId,
      projectName: projects.name,
      id: services.id,
      statusId: services.statusId,
      roles: linkRoles,
      typeIds: sql<number[]>`coalesce((
        select array_agg(${qualified(serviceTypesLink.typeId)} order by ${qualified(serviceTypesLink.typeId)})
        from ${serviceTypesLink} where ${qualified(serviceTypesLink.serviceId)} = ${qualified(services.id)}), '{}')`,
      categoryId: services.categoryId,
    })
    .from(contactLinks)
    .innerJoin(services, eq(services.id, contactLinks.serviceId))
    .innerJoin(projects, eq(projects.id, services.projectId))
    .where(eq(contactLinks.contactId, contactId));
