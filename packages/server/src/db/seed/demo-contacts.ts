import * as s from '../schema';
import { type ContactPlan, type Context, daysAgo, type Random } from './demo-context';
import {
  crmIdFor,
  firstNames,
  lastNames,
  organisationContact,
  organisationNames,
  streetNames,
  towns,
} from './demo-data';

type ContactRow = typeof s.contacts.$inferInsert;

const person = ({ pick, chance, int }: Random) => {
  const first = pick(firstNames);
  const last = pick(lastNames);
  if (chance(0.35)) {
    const partner = pick(firstNames.filter((n) => n !== first));
    return {
      name: `${first} and ${partner} ${last}`,
      fullName: `Mr. and Mrs. ${first} ${last}`,
      email: last,
    };
  }
  const initial = String.fromCharCode(65 + int(0, 25));
  return { name: `${first} ${last}`, fullName: `${first} ${initial}. ${last}`, email: `${first}.${last}` };
};

/** 200 CRM accounts: the organisation itself, partner organisations, and landowners and professionals. */
const buildContacts = (rnd: Random): ContactRow[] => {
  const { pick, chance, int } = rnd;
  const org = organisationContact;
  const rows: ContactRow[] = [
    {
      crmId: org.crmId,
      name: org.name,
      fullName: org.name,
      address: org.address,
      city: org.city,
      state: 'VA',
      postalCode: org.postalCode,
      email: org.email,
      phones: [{ type: 'Office', number: org.phone }],
    },
  ];
  for (const [i, name] of organisationNames.entries()) {
    const [city, zip, area] = pick(towns);
    rows.push({
      crmId: crmIdFor(rows.length),
      name,
      fullName: name,
      address: `${int(10, 999)} ${pick(streetNames)}`,
      city,
      state: 'VA',
      postalCode: zip,
      email: `contact${i + 1}@${name.toLowerCase().replace(/[^a-z]+/g, '')}.example.org`.slice(0, 60),
      phones: [{ type: 'Office', number: `(${area}) 555-${String(200 + i).padStart(4, '0')}` }],
    });
  }
  while (rows.length < 200) {
    const p = person(rnd);
    const [city, zip, area] = pick(towns);
    const phones = [{ type: 'Home', number: `(${area}) 555-${String(int(1000, 9999))}` }];
    if (chance(0.5))
      phones.push({
        type: 'Mobile',
        number: `(${pick(['434', '540', '703', '804'])}) 555-${int(1000, 9999)}`,
      });
    rows.push({
      crmId: crmIdFor(rows.length),
      // A few accounts carry only the full name: the app falls back to it (spec 1 §3).
      name: chance(0.04) ? null : p.name,
      fullName: p.fullName,
      address: `${int(100, 9999)} ${pick(streetNames)}`,
      city,
      state: 'VA',
      postalCode: zip,
      email: chance(0.8)
        ? `${p.email.toLowerCase().replace(/[^a-z.]+/g, '')}${int(1, 99)}@example.com`
        : null,
      phones: chance(0.9) ? phones : [],
    });
  }
  return rows;
};

/** The synced copy and the built-in directory hold the same accounts, except two that left the CRM. */
export const seedContacts = async (ctx: Context): Promise<ContactPlan> => {
  const { tx, int } = ctx;
  const rows = buildContacts(ctx);
  const leftCrm = new Set([rows.length - 1, rows.length - 2]);
  await tx
    .insert(s.crmDirectoryAccounts)
    .values(rows.filter((_, i) => !leftCrm.has(i)).map((c) => ({ ...c, modifiedAt: daysAgo(int(30, 900)) })));
  const ids = (
    await tx
      .insert(s.contacts)
      .values(
        rows.map((c, i) => ({
          ...c,
          inCrm: !leftCrm.has(i),
          crmModifiedAt: daysAgo(int(30, 900)),
          syncedAt: daysAgo(1),
        })),
      )
      .returning({ id: s.contacts.id })
  ).map((r) => r.id);
  await tx.insert(s.crmSyncRuns).values({
    startedAt: daysAgo(1),
    finishedAt: new Date(daysAgo(1).getTime() + 4_000),
    createdCount: ids.length,
  });
  const people = ids.slice(1 + organisationNames.length, -2);
  return {
    organisation: ids[0],
    partners: ids.slice(1, 1 + organisationNames.length),
    professionals: people.slice(0, 20),
    landowners: people.slice(20),
    leftCrm: ids.slice(-2),
  };
};
