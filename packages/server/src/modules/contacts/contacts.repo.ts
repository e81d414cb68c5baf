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

/** The same, read from a sub-select of contacts' rows (drizzle asks a table's columns of that table). */
const searchColumnsRead = Object.fromEntries(
  Object.entries(searchColumns).map(([key, column]) => [
    key,
    sql`${sql.identifier(column.name)}`.mapWith(column),
  ]),
);

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

/** Both names, lower-cased, matched through the trigram index on them and the address (contacts_search_trgm). */
const names = contacts.namesKey;
/** The address as shown (street, city, state and postal code), the second column of that trigram index. */
const addressLine = sql`(${contactAddressLine(contacts)})`;

/** The names hold the text, case aside (as ILIKE would, on text lower-cased once when it was stored). */
const namesHold = (text: string) => sql`${names} like lower(${containing(text)})`;
const addressHolds = (text: string) => sql`${addressLine} ilike ${containing(text)}`;

/**
 * A text with a single space between three other characters either side holds a join of words
 * (contact_name_joins, migration 0053): only names holding the same join can hold it.
 */
const spansJoin = (text: string) => /[^ ]{3} [^ ]{3}/u.test(text);
const namesJoin = (text: string) =>
  sql`contact_name_joins(${names}) @> contact_name_joins(lower(${text}::text))`;

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
 * How many matches are gathered by the trigram index and sorted, rather than walked in order
 * (rankedCandidates), among this many contacts. Gathering reads each match's row (about 2.5 µs each:
 * 'Smith' holds 49,749 of 3,000,000 contacts, 150 ms); walking costs about 0.2 µs a name passed, and
 * it passes about 500 / M of the contacts when M of them match. The two cost the same at M = √(40 N):
 * about 3,500 matches among 300,000 contacts and 11,000 among 3,000,000 (some 27 ms either way).
 */
const gatheredAtMost = (contacts: number) => Math.round(Math.sqrt(40 * contacts));

/**
 * About this many contacts, read at random, tell how common a text is (about 3 ms). Before PostgreSQL
 * has counted the table, its size is taken at 10 contacts a page (fewer than it holds).
 */
const sampled = 5_000;

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

type Ranking = { score: SQL[]; limit: number };

/**
 * The first `limit` by score of at most {@link candidateLimit} contacts, chosen by an order of their
 * own (shortest matched text first: an exact name is the shortest text holding it) so the same search
 * always answers the same rows, whichever plan or step found them.
 *
 * Contacts whose names hold the text are gathered by the trigram index (contacts_search_trgm, both
 * texts at once: with a name and an address only the rows holding both are read) when they are
 * few ({@link gatheredAtMost}), sorted and ranked in the one statement that read them (fetching 500
 * again by crm id cost 3.6 ms at 3,000,000 contacts). More are walked by length in
 * contacts_names_length, which holds the names (no row is read for a name that does not match; an
 * address is asked only of the rows whose names match). Which of the two a text needs is judged from
 * a sample of the contacts (PostgreSQL's estimate of a LIKE on trigrams is far too low), or from the
 * join of words the text spans, and gathering stops past the bound should that have misjudged it.
 * Near matches and an address alone are gathered.
 */
const rankedCandidates = async (
  db: Db,
  where: SQL | undefined,
  terms: SearchTerms,
  held: boolean,
  { score, limit }: Ranking,
) => {
  const total = sql.join(
    score.map((part) => sql`coalesce(${part}, 0)`),
    sql` + `,
  );
  const order = [sql`${total} desc`, displayName, asc(contacts.crmId)];
  // Among a join's contacts, OFFSET 0 keeps the trigram index out: PostgreSQL would AND it in, reading
  // the trigrams' long lists the join spares. The count of the matches read rides on every row.
  const gathered = async (bound?: number, among?: SQL) => {
    const source = among ? sql`(select * from ${contacts} where ${among} offset 0) ${contacts}` : contacts;
    const rows = await db
      .select({ ...searchColumnsRead, matched: sql<number>`matched`.mapWith(Number) })
      .from(
        sql`(select *, count(*) over () as matched
          from (select * from ${source} where ${where ?? sql`true`}${bound === undefined ? sql`` : sql` limit ${bound + 1}`}) ${contacts}
          order by length(${terms.name ? names : addressLine}), ${qualified(contacts.crmId)} limit ${candidateLimit}) ${contacts}`,
      )
      .orderBy(...order)
      .limit(limit);
    return {
      matched: rows[0]?.matched ?? 0,
      rows: rows.map(({ matched, ...row }) => row) as Awaited<ReturnType<typeof walked>>,
    };
  };
  const name = held ? terms.name : null;
  if (name === null) return (await gathered()).rows;
  // OFFSET 0 keeps the walk apart, with the filter above it, so PostgreSQL walks the index in
  // order: its estimate of a LIKE on trigrams is far too low to choose that itself. LATERAL asks the
  // address only of the names that match, where a join might read every contact.
  const address = terms.address
    ? sql` cross join lateral (select 1 from ${contacts} where ${qualified(contacts.crmId)} = walked.crm_id
        and ${addressHolds(terms.address)}) addressed`
    : sql``;
  const walked = () =>
    db
      .select(searchColumns)
      .from(contacts)
      .where(
        inArray(
          contacts.crmId,
          sql`(select walked.crm_id
            from (select ${qualified(contacts.crmId)} as crm_id, ${names} as names_key from ${contacts}
              order by length(${names}), ${qualified(contacts.crmId)} offset 0) walked${address}
            where walked.names_key like lower(${containing(name)}) limit ${candidateLimit})`,
        ),
      )
      .orderBy(...order)
      .limit(limit);
  const gatheredOrWalked = async (contactsCount: number, among?: SQL) => {
    const few = gatheredAtMost(contactsCount);
    const some = await gathered(few, among);
    return some.matched <= few ? some.rows : walked();
  };
  const size = sql`select greatest(reltuples, pg_relation_size(oid) / 8192 * 10, 1) as contacts
    from pg_class where oid = 'contacts'::regclass`;
  // The contacts holding a join are about the ones holding the text: gathered through it, unsampled.
  if (spansJoin(name)) {
    const [table] = ((await db.execute(size)) as unknown as { rows: { contacts: number }[] }).rows;
    return gatheredOrWalked(Number(table.contacts), namesJoin(name));
  }
  const [sample] = (
    (await db.execute(sql`with size as (${size})
      select count(*) filter (where ${where ?? sql`true`})::int as matched, count(*)::int as read,
        (select size.contacts from size) as contacts
      from ${contacts} tablesample system ((select least(100, ${sampled * 100} / size.contacts) from size)) repeatable (0)`)) as unknown as {
      rows: { matched: number; read: number; contacts: number }[];
    }
  ).rows;
  const expected = sample.read === 0 ? 0 : (sample.matched / sample.read) * Number(sample.contacts);
  return expected <= gatheredAtMost(Number(sample.contacts))
    ? gatheredOrWalked(Number(sample.contacts))
    : walked();
};

/** The crm ids, sorted, of the candidates a search ranks for texts held (the test compares them with one sorted query). */
export const heldCandidates = async (db: Db, terms: SearchTerms) =>
  (await rankedCandidates(db, holdsAll(terms), terms, true, { score: [sql`0`], limit: candidateLimit }))
    .map((row) => row.crmId)
    .sort();

/**
 * The contact search on the synced copy (name and/or address; both must match when both are given).
 * Contacts holding the text come first: an exact name, then by trigram similarity, so shorter names
 * and whole words rank above a text buried in a long name. Only when none holds it do near matches
 * (typos) answer. Both steps find their rows through the indexes and rank at most
 * {@link candidateLimit} of them, so a broad text stays fast: past that many, typing more narrows it.
 */
export const searchContacts = async (db: Db, { limit, ...terms }: SearchTerms & { limit: number }) => {
  const held = await rankedCandidates(db, holdsAll(terms), terms, true, { score: heldScore(terms), limit });
  return held.length > 0
    ? held
    : rankedCandidates(db, resemblesAll(terms), terms, false, { score: nearScore(terms), limit });
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
