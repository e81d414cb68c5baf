import { InstrumentStatus, PropertyStatus, type SearchFacets } from '@app/domain';
import { asc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qualified } from '../../db/qualified';
import * as s from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { contactPageFromFacts, searchPage } from './search.repo';
import { contactFactsWhere, searchWhere } from './search-facets.repo';

/**
 * The contact facets answer from contact_search_facts (kept by the triggers of migration 0020). Each
 * facet's answer must equal a straightforward reference query over the links, on the demo records
 * with random links and roles added, and again after random writes to every table a fact comes from.
 * Runs on PGlite and on PostgreSQL (DATABASE_URL).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A seeded random sequence, so a failure replays. */
const random = (seed: number) => () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};
const next = random(20);
const instrumentStatuses = Object.values(InstrumentStatus);
const propertyStatuses = Object.values(PropertyStatus);
const pick = <T>(values: readonly T[]) => values[Math.floor(next() * values.length)];
const some = <T>(values: readonly T[], most = 3) =>
  [...new Set(Array.from({ length: 1 + Math.floor(next() * most) }, () => pick(values)))] as T[];

const linksWhere = (join: string, where: string) =>
  sql`${qualified(s.contacts.id)} in (select cl.contact_id from contact_links cl ${sql.raw(join)} where ${sql.raw(where)})`;
const roleOn = (parent: string, roles: number[]) =>
  linksWhere(
    'join contact_link_roles r on r.contact_link_id = cl.id',
    `cl.${parent} is not null and r.contact_role_id in (${roles.join(',')})`,
  );

/** What each contact facet means, read from the links as directly as SQL can say it. */
const reference: Record<string, (ids: number[]) => SQL> = {
  agreementTypes: (ids) =>
    linksWhere(
      'left join instruments i on i.id = cl.instrument_id left join services sv on sv.id = cl.service_id',
      `i.agreement_type_id in (${ids}) or sv.agreement_type_id in (${ids})`,
    ),
  localities: (ids) =>
    sql`(${linksWhere('join instruments i on i.id = cl.instrument_id', `i.locality_id in (${ids})`)}
      or ${linksWhere('join property_localities pl on pl.property_id = cl.property_id', `pl.locality_id in (${ids})`)})`,
  instrumentStatuses: (ids) =>
    linksWhere('join instruments i on i.id = cl.instrument_id', `i.status_id in (${ids})`),
  instrumentRoles: (ids) => roleOn('instrument_id', ids),
  propertyStatuses: (ids) =>
    linksWhere('join properties p on p.id = cl.property_id', `p.status_id in (${ids})`),
  propertyRoles: (ids) => roleOn('property_id', ids),
  serviceIds: (ids) => linksWhere('', `cl.service_id in (${ids})`),
  serviceRoles: (ids) => roleOn('service_id', ids),
};

const idsOf = async (table: typeof s.agreementTypes | typeof s.localities | typeof s.contactRoles) =>
  (await t.db.select({ id: table.id }).from(table)).map((r) => r.id);

/** The values each facet is tried with: every lookup of its kind, and the services with contacts. */
const values = async (): Promise<Record<string, number[]>> => {
  const [agreementTypes, localities, roles, services] = await Promise.all([
    idsOf(s.agreementTypes),
    idsOf(s.localities),
    idsOf(s.contactRoles),
    t.db
      .selectDistinct({ id: s.contactLinks.serviceId })
      .from(s.contactLinks)
      .where(isNotNull(s.contactLinks.serviceId)),
  ]);
  return {
    agreementTypes,
    localities,
    instrumentStatuses,
    instrumentRoles: roles,
    propertyStatuses,
    propertyRoles: roles,
    serviceIds: services.map((r) => r.id as number),
    serviceRoles: roles,
  };
};

const contactIds = async (where: SQL) =>
  (await t.db.select({ id: s.contacts.id }).from(s.contacts).where(where).orderBy(asc(s.contacts.id))).map(
    (r) => r.id,
  );

/** Every facet with each of its values alone, and 40 random combinations of two or three facets with
 * one to three values each: the facts answer as the reference. */
const expectFactsAnswerAsReference = async () => {
  const choices = await values();
  const facets = Object.keys(reference);
  const cases: Record<string, number[]>[] = [
    ...facets.flatMap((facet) => choices[facet].map((id) => ({ [facet]: [id] }))),
    ...Array.from({ length: 40 }, () =>
      Object.fromEntries(some(facets, 3).map((facet) => [facet, some(choices[facet])])),
    ),
  ];
  let matched = 0;
  for (const chosen of cases) {
    const expected = await contactIds(
      sql.join(
        Object.entries(chosen).map(([facet, ids]) => sql`(${reference[facet](ids)})`),
        sql` and `,
      ),
    );
    const actual = await contactIds(searchWhere('Contact', chosen as SearchFacets));
    expect(actual, JSON.stringify(chosen)).toEqual(expected);
    if (expected.length > 0) matched++;
  }
  // Every kept key is the contact's name or address line as it sorts now.
  const stale = await t.db
    .select({ id: s.contactSearchFacts.contactId })
    .from(s.contactSearchFacts)
    .innerJoin(s.contacts, eq(s.contacts.id, s.contactSearchFacts.contactId))
    .where(
      sql`${s.contactSearchFacts.nameKey} <> name_sort_key(coalesce(${s.contacts.name}, ${s.contacts.fullName}, 'None'))
        or ${s.contactSearchFacts.addressKey} <> name_sort_key(${s.contactAddressLine(s.contacts)})`,
    );
  expect(stale).toEqual([]);
  // A page by name or address from the facts alone: the rows, order and count of the search over the contacts.
  for (const [i, chosen] of cases.slice(-40).entries()) {
    const facets = chosen as SearchFacets;
    const paging = {
      sortBy: i % 4 < 2 ? 'name' : 'address',
      sortDirection: i % 2 ? 'desc' : 'asc',
      limit: 5,
      offset: 5 * (i % 3),
    } as const;
    const fromFacts = await contactPageFromFacts(t.db, contactFactsWhere(facets) as SQL, paging);
    const fromContacts = await searchPage(t.db, 'Contact', {
      where: searchWhere('Contact', facets),
      ...paging,
    });
    expect(fromFacts.total, JSON.stringify(chosen)).toBe(fromContacts.total);
    expect(fromFacts.rows, JSON.stringify(chosen)).toEqual(fromContacts.rows);
  }
  // The cases are not all empty answers.
  expect(matched).toBeGreaterThan(cases.length / 10);
};

describe('contact facets answer from their facts exactly as from the links', () => {
  it('on the demo records with random links and roles added', async () => {
    const [contacts, instruments, properties, services, roles] = await Promise.all([
      t.db.select({ id: s.contacts.id }).from(s.contacts).limit(60),
      t.db.select({ id: s.instruments.id, projectId: s.instruments.projectId }).from(s.instruments),
      t.db.select({ id: s.properties.id, projectId: s.properties.projectId }).from(s.properties),
      t.db.select({ id: s.services.id, projectId: s.services.projectId }).from(s.services),
      idsOf(s.contactRoles),
    ]);
    const parents = [
      ...instruments.map((r) => ({ instrumentId: r.id, projectId: r.projectId })),
      ...properties.map((r) => ({ propertyId: r.id, projectId: r.projectId })),
      ...services.map((r) => ({ serviceId: r.id, projectId: r.projectId })),
    ];
    const links = new Map<string, typeof s.contactLinks.$inferInsert>();
    for (let i = 0; i < 150; i++) {
      const link = { contactId: pick(contacts).id, ...pick(parents) };
      links.set(JSON.stringify(link), link);
    }
    const made = await t.db
      .insert(s.contactLinks)
      .values([...links.values()])
      .onConflictDoNothing()
      .returning();
    await t.db
      .insert(s.contactLinkRoles)
      .values(
        made.flatMap((link) =>
          some(roles, 2).map((contactRoleId) => ({ contactLinkId: link.id, contactRoleId })),
        ),
      );
    await expectFactsAnswerAsReference();
  });

  it('after random writes to every table a fact comes from, each its own transaction', async () => {
    // The parents with contacts, so each write changes some contact's facts; one column at a time.
    const linked = (
      column:
        | typeof s.contactLinks.instrumentId
        | typeof s.contactLinks.serviceId
        | typeof s.contactLinks.propertyId,
    ) => t.db.selectDistinct({ id: column }).from(s.contactLinks).where(isNotNull(column));
    const [instruments, services, properties, localities, agreementTypes, links] = await Promise.all([
      linked(s.contactLinks.instrumentId),
      linked(s.contactLinks.serviceId),
      linked(s.contactLinks.propertyId),
      idsOf(s.localities),
      idsOf(s.agreementTypes),
      t.db.select({ id: s.contactLinks.id }).from(s.contactLinks),
    ]);
    const changes = [
      { statusId: pick(instrumentStatuses) },
      { agreementTypeId: pick(agreementTypes) },
      { localityId: pick(localities) },
    ];
    for (const [i, { id }] of some(instruments, 12).entries())
      await t.db
        .update(s.instruments)
        .set(changes[i % 3])
        .where(eq(s.instruments.id, id as number));
    for (const { id } of some(services, 6))
      await t.db
        .update(s.services)
        .set({ agreementTypeId: pick(agreementTypes) })
        .where(eq(s.services.id, id as number));
    for (const { id } of some(properties, 6))
      await t.db
        .update(s.properties)
        .set({ statusId: pick(propertyStatuses) })
        .where(eq(s.properties.id, id as number));
    for (const { id } of some(properties, 6))
      await t.db
        .insert(s.propertyLocalities)
        .values({ propertyId: id as number, localityId: pick(localities), isPrimary: false })
        .onConflictDoNothing();
    // Contacts renamed and moved, as the CRM sync does: their place in a page by name or address follows.
    const named = await t.db.selectDistinct({ id: s.contactLinks.contactId }).from(s.contactLinks).limit(5);
    for (const [i, { id }] of named.entries())
      await t.db
        .update(s.contacts)
        .set({
          name: ['Aaron Abbott', 'Zelda Zimmer', 'Émile Durand', null, 'abbott, aaron'][i],
          ...[{ address: '1 Aaa Road' }, { city: 'Zzyzx' }, { state: null }, { postalCode: '00001' }, {}][i],
        })
        .where(eq(s.contacts.id, id));
    const someLocalities = await t.db
      .select({ id: s.propertyLocalities.id })
      .from(s.propertyLocalities)
      .limit(50);
    await t.db.delete(s.propertyLocalities).where(
      inArray(
        s.propertyLocalities.id,
        some(someLocalities, 6).map((r) => r.id),
      ),
    );
    const gone = some(links, 10).map((r) => r.id);
    await t.db.delete(s.contactLinkRoles).where(inArray(s.contactLinkRoles.contactLinkId, gone.slice(0, 4)));
    await t.db.delete(s.contactLinks).where(inArray(s.contactLinks.id, gone.slice(4)));
    await expectFactsAnswerAsReference();
  });

  it("two writes on one contact's facts in one transaction, and a link moved to another contact", async () => {
    const [link] = await t.db
      .select({ id: s.contactLinks.id, instrumentId: s.contactLinks.instrumentId })
      .from(s.contactLinks)
      .where(isNotNull(s.contactLinks.instrumentId))
      .limit(1);
    const [other] = await t.db
      .select({ id: s.contacts.id })
      .from(s.contacts)
      .where(sql`${qualified(s.contacts.id)} not in (select contact_id from contact_links)`)
      .limit(1);
    await t.db.transaction(async (tx) => {
      await tx
        .update(s.instruments)
        .set({ statusId: InstrumentStatus.Inactive })
        .where(eq(s.instruments.id, link.instrumentId as number));
      await tx.update(s.contactLinks).set({ contactId: other.id }).where(eq(s.contactLinks.id, link.id));
    });
    expect(
      await contactIds(
        searchWhere('Contact', { instrumentStatuses: [InstrumentStatus.Inactive] } as SearchFacets),
      ),
    ).toContain(other.id);
    await expectFactsAnswerAsReference();
  });

  it('a wholesale truncate of the links empties the facts at commit', async () => {
    await t.db.execute(sql`truncate table ${s.contactLinkRoles}, ${s.contactLinks}`);
    expect(await t.db.select().from(s.contactSearchFacts)).toEqual([]);
  });
});
