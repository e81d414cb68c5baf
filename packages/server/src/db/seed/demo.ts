import {
  ContactRole,
  EventType,
  InstrumentStatus,
  ReviewStatus,
  ServiceCategory,
  ServiceStatus,
  ServiceType,
  TagType,
} from '@app/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../client';
import * as s from '../schema';
import type { SeededUsers } from './accounts';
import {
  crmIdFor,
  firstNames,
  landforms,
  landNames,
  lastNames,
  organisationContact,
  organisationNames,
  projectSuffixes,
  streetNames,
  towns,
} from './demo-data';
import { countyIds } from './localities';
import { contactRoleIds, imagerySourceOtherId, serviceTypesByCategory } from './lookups';

/** mulberry32: a tiny seeded generator, so the demo data is the same on every fresh database. */
export const mulberry32 = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/** Seeded helpers; made per seed run so two runs in one process produce the same data. */
const createRandom = (seed: number) => {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  return {
    next,
    int,
    pick,
    chance: (p: number) => next() < p,
    /** `n` distinct items. */
    sample: <T>(items: readonly T[], n: number): T[] => {
      const pool = [...items];
      const out: T[] = [];
      while (out.length < n && pool.length > 0) out.push(pool.splice(Math.floor(next() * pool.length), 1)[0]);
      return out;
    },
  };
};
type Random = ReturnType<typeof createRandom>;

const round = (value: number, places: number) => Number(value.toFixed(places));

/** Dates count back from a fixed day, so the data does not change with the clock (and none lies in the future). */
const anchor = Date.UTC(2026, 8, 30, 14);
const dayMs = 86_400_000;
const daysAgo = (days: number) => new Date(anchor - days * dayMs);
const isoDate = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (d: Date, days: number) => new Date(d.getTime() + days * dayMs);
const notAfterAnchor = (d: Date) => (d.getTime() > anchor ? new Date(anchor) : d);

const activeTypesOf = (categoryId: number) =>
  serviceTypesByCategory[categoryId].filter((t) => !t.archived).map((t) => t.id);

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

type ProjectPlan = {
  id: number;
  name: string;
  countyId: number;
  properties: PropertyPlan[];
  owners: number[];
};
type PropertyPlan = { id: number; project: ProjectPlan; statusId: number; acres: number };
type InstrumentPlan = {
  id: number;
  project: ProjectPlan;
  statusId: number;
  agreementTypeId: number;
  openDate: Date;
  executedDate: Date | null;
  recordedDate: Date | null;
  /** Every card filled: tags, terms, grants, purposes, areas, statement. */
  full: boolean;
};
type ServicePlan = {
  id: number;
  project: ProjectPlan;
  categoryId: number;
  statusId: number;
  openDate: Date;
  closeDate: Date | null;
  typeIds: number[];
  propertyIds: number[];
};
type ContactPlan = {
  organisation: number;
  partners: number[];
  /** Attorneys, surveyors and foresters who appear on many projects. */
  professionals: number[];
  landowners: number[];
  /** Accounts that left the CRM but are still linked. */
  leftCrm: number[];
};

/** What every stage shares: the transaction, the seeded generator and the users to assign. */
type Context = Random & {
  tx: Tx;
  users: SeededUsers;
  activeUsers: number[];
  /** Admin and Staff lead more than their share, so their home tiles are never empty. */
  likelyLead: () => number;
  anyLead: () => number;
  folderId: () => string;
};

/** Categories whose contact defaults to the organisation itself (spec 2 §4). */
const defaultContactCategories = new Set<number>([
  ServiceCategory.Inspection,
  ServiceCategory.Education,
  ServiceCategory.Facilities,
]);

const instructionsText = [
  'Please review the draft deed language against the current template.',
  'Check the survey plat against the tax parcels before recording.',
  'Confirm the building envelope matches the baseline map.',
  'Review the inspection report and photos; flag anything for follow-up.',
  'Verify the division request complies with the easement terms.',
  'Review the title commitment and lien subordination.',
];
const reviewComments = [
  'Looks good.',
  'Minor edits sent by email.',
  'Approved with the noted changes.',
  'No issues found.',
];
const eventNotes = [
  '',
  'Met with landowner on site.',
  'Letter mailed.',
  'Photos saved to the folder.',
  'Called; left message.',
];

/** The synced copy and the built-in directory hold the same accounts, except two that left the CRM. */
const seedContacts = async (ctx: Context): Promise<ContactPlan> => {
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

const seedProjects = async (ctx: Context, contacts: ContactPlan): Promise<ProjectPlan[]> => {
  const { tx, int, pick, chance, sample, activeUsers } = ctx;
  const names = new Set<string>();
  while (names.size < 40) {
    names.add(
      chance(0.4)
        ? `${pick(lastNames)} Family ${pick(projectSuffixes)}`
        : `${pick(landNames)} ${pick(landforms)} ${pick(projectSuffixes)}`,
    );
  }
  const projectNames = [...names];
  const rows = projectNames.map((name) => {
    const createdAt = daysAgo(int(400, 5000));
    const landscape = pick([
      'Working farmland',
      'Mature hardwood forest',
      'River frontage',
      'A historic landscape',
    ]);
    return {
      name,
      description: `${landscape} protected by the landowners in partnership with the Foundation.${chance(0.5) ? ' Adjoins other conserved land.' : ''}`,
      statusId: chance(0.8) ? 1 : pick([2, 3]),
      createdById: pick(activeUsers),
      lastEditedById: pick(activeUsers),
      documentFolderId: ctx.folderId(),
      createdAt,
      updatedAt: addDays(createdAt, int(10, 390)),
    };
  });
  const ids = (await tx.insert(s.projects).values(rows).returning({ id: s.projects.id })).map((r) => r.id);
  const projects = ids.map((id, i) => ({
    id,
    name: projectNames[i],
    countyId: pick(countyIds),
    properties: [],
    owners: sample(contacts.landowners, int(1, 2)),
  }));
  projects[3].owners.push(contacts.leftCrm[0]);
  projects[7].owners.push(contacts.leftCrm[1]);
  return projects;
};

/** Properties with their localities (one primary), tax parcels (their acres sum to the calculated acres) and features. */
const seedProperties = async (ctx: Context, projects: ProjectPlan[]): Promise<PropertyPlan[]> => {
  const { tx, next, int, pick, chance, sample } = ctx;
  const tractNames = ['North Tract', 'South Tract', 'East Tract', 'West Tract', 'Home Farm', 'River Tract'];
  const plans: PropertyPlan[] = [];
  const rows: (typeof s.properties.$inferInsert)[] = [];
  const localities: { property: PropertyPlan; localityId: number; isPrimary: boolean }[] = [];
  for (const project of projects) {
    const count = pick([1, 1, 1, 2, 2, 3]);
    const tracts = sample(tractNames, count);
    for (let k = 0; k < count; k++) {
      const plan: PropertyPlan = { id: 0, project, statusId: k === 0 || chance(0.8) ? 1 : 2, acres: 0 };
      plans.push(plan);
      localities.push({ property: plan, localityId: project.countyId, isPrimary: true });
      if (chance(0.25)) {
        localities.push({
          property: plan,
          localityId: pick(countyIds.filter((c) => c !== project.countyId)),
          isPrimary: false,
        });
      }
      rows.push({
        projectId: project.id,
        name: count === 1 ? project.name : `${project.name} - ${tracts[k]}`.slice(0, 50),
        statusId: plan.statusId,
        futurePropertiesAllowed: chance(0.7) ? int(0, 4) : null,
        targetInspectionFrequency: pick([1, 1, 2, 3]),
        accessPointLatitude: round(36.7 + next() * 2.2, 5),
        accessPointLongitude: round(-82.6 + next() * 6, 5),
        inspectWithTwoOrMoreStaff: chance(0.2),
        additionalInterestHolder: chance(0.15),
        notes: chance(0.4) ? 'Access from the state road through the farm gate; call ahead.' : null,
        legacyPropertyIds: chance(0.3) ? `P-${int(1000, 9999)}` : null,
        documentFolderId: chance(0.7) ? ctx.folderId() : null,
      });
    }
  }
  // Parcels are drawn before the properties are written: their acres make the calculated acres.
  const parcels = localities.map((l) => {
    const list = Array.from({ length: l.isPrimary ? int(1, 3) : 1 }, () => ({
      parcelId: `${String(int(1, 150)).padStart(3, '0')}-${pick(['A', 'B', 'C', '0'])}-${int(1, 99)}`,
      acres: round(5 + next() * (l.isPrimary ? 400 : 60), 4),
    }));
    l.property.acres += list.reduce((sum, p) => sum + p.acres, 0);
    return list;
  });
  for (const [i, plan] of plans.entries()) {
    plan.acres = round(plan.acres, 4);
    rows[i].calculatedAcres = plan.acres;
    rows[i].acres = chance(0.8) ? round(plan.acres, 2) : null;
  }
  const ids = await tx.insert(s.properties).values(rows).returning({ id: s.properties.id });
  for (const [i, plan] of plans.entries()) {
    plan.id = ids[i].id;
    plan.project.properties.push(plan);
  }
  const localityIds = await tx
    .insert(s.propertyLocalities)
    .values(
      localities.map((l) => ({
        propertyId: l.property.id,
        localityId: l.localityId,
        isPrimary: l.isPrimary,
      })),
    )
    .returning({ id: s.propertyLocalities.id });
  await tx
    .insert(s.taxParcels)
    .values(parcels.flatMap((list, i) => list.map((p) => ({ ...p, propertyLocalityId: localityIds[i].id }))));

  const featureKinds = [
    {
      description: 'Main House',
      isBuilding: true,
      dwellings: 1,
      finished: [1800, 4500],
      impervious: [2500, 6000],
    },
    {
      description: 'Tenant House',
      isBuilding: true,
      dwellings: 1,
      finished: [900, 1600],
      impervious: [1200, 2000],
    },
    { description: 'Bank Barn', isBuilding: true, dwellings: 0, finished: [0, 0], impervious: [3000, 6000] },
    {
      description: 'Equipment Shed',
      isBuilding: true,
      dwellings: 0,
      finished: [0, 0],
      impervious: [800, 2400],
    },
    {
      description: 'Guest Cottage',
      isBuilding: true,
      dwellings: 1,
      finished: [600, 1200],
      impervious: [700, 1400],
    },
    {
      description: 'Gravel Driveway',
      isBuilding: false,
      dwellings: 0,
      finished: [0, 0],
      impervious: [4000, 12000],
    },
    { description: 'Grain Silo', isBuilding: true, dwellings: 0, finished: [0, 0], impervious: [150, 400] },
  ];
  const features = plans.flatMap((property) =>
    sample(featureKinds, int(0, 4)).map((f) => ({
      propertyId: property.id,
      description: f.description,
      isBuilding: f.isBuilding,
      exists: chance(0.85),
      dwellingUnits: f.dwellings,
      finishedArea: int(f.finished[0], f.finished[1]),
      imperviousArea: int(f.impervious[0], f.impervious[1]),
      primarySourceId: chance(0.8) ? int(1, 5) : null,
      notes: chance(0.2) ? 'Measured from the 2021 tax card.' : null,
    })),
  );
  await tx.insert(s.builtEnvironmentFeatures).values(features);
  return plans;
};

/**
 * Instruments and the properties they cover: the first of a project covers all its properties, an
 * inactive one exactly one property with no values (so the delete flow can be shown), a few reach
 * into the next project (cross-project properties).
 */
const seedInstruments = async (ctx: Context, projects: ProjectPlan[]): Promise<InstrumentPlan[]> => {
  const { tx, int, pick, chance } = ctx;
  const plans: InstrumentPlan[] = [];
  const rows: (typeof s.instruments.$inferInsert)[] = [];
  for (const project of projects) {
    const count = pick([1, 1, 2, 2, 3]);
    for (let k = 0; k < count; k++) {
      const statusId =
        k === 0
          ? pick([InstrumentStatus.Active, InstrumentStatus.Active, InstrumentStatus.Pending])
          : pick([InstrumentStatus.Active, InstrumentStatus.Pending, InstrumentStatus.Inactive]);
      const openDate = daysAgo(int(200, 6000));
      const executed =
        statusId === InstrumentStatus.Pending ? null : notAfterAnchor(addDays(openDate, int(60, 300)));
      const recorded = executed && chance(0.9) ? notAfterAnchor(addDays(executed, int(3, 40))) : null;
      const plan: InstrumentPlan = {
        id: 0,
        project,
        statusId,
        agreementTypeId: pick([1, 1, 1, 2, 3, 4, 5]),
        openDate,
        executedDate: executed,
        recordedDate: recorded,
        full: chance(0.4),
      };
      plans.push(plan);
      rows.push({
        projectId: project.id,
        statusId,
        typeId: k === 0 ? pick([1, 1, 2]) : pick([1, 2, 3, 4, 5, 7]),
        agreementTypeId: plan.agreementTypeId,
        instrumentNumber: executed
          ? `${executed.getUTCFullYear()}-${String(int(1, 99999)).padStart(6, '0')}`
          : null,
        localityId: project.countyId,
        deedBookPage: recorded ? `${int(100, 5999)}/${int(1, 999)}` : null,
        staffLeadId: statusId === InstrumentStatus.Pending ? ctx.likelyLead() : ctx.anyLead(),
        notes: chance(0.5)
          ? 'Grantor reserved one additional division right; see deed paragraph 2(a).'
          : null,
        legacyControlNumber: chance(0.3) ? `LCN-${int(10000, 99999)}` : null,
        executedDate: executed ? isoDate(executed) : null,
        recordedDate: recorded ? isoDate(recorded) : null,
        openDate: isoDate(openDate),
        documentFolderId: chance(0.8) ? ctx.folderId() : null,
        conservationValuesStatement: plan.full
          ? 'The property contains prime agricultural soils, frontage on a state scenic river and mature upland forest that together protect water quality and the rural character of the county.'
          : null,
      });
    }
  }
  const ids = await tx.insert(s.instruments).values(rows).returning({ id: s.instruments.id });
  for (const [i, plan] of plans.entries()) plan.id = ids[i].id;

  const links: (typeof s.propertyInstruments.$inferInsert)[] = [];
  const cover = (instrument: InstrumentPlan, property: PropertyPlan) => {
    if (links.some((l) => l.instrumentId === instrument.id && l.propertyId === property.id)) return;
    const inactive = instrument.statusId === InstrumentStatus.Inactive;
    const allowed = (min: number, max: number) => (inactive || chance(0.15) ? null : int(min, max));
    links.push({
      propertyId: property.id,
      instrumentId: instrument.id,
      propertyAcres: inactive ? 0 : round(property.acres * (chance(0.7) ? 1 : 0.5), 4),
      futurePropertiesAllowed: allowed(0, 3),
      dwellingsAllowed: allowed(1, 6),
      finishedAreaAllowed: allowed(4500, 20000),
      imperviousAreaAllowed: allowed(10000, 60000),
    });
  };
  for (const [i, plan] of plans.entries()) {
    const first = i === 0 || plans[i - 1].project !== plan.project;
    const properties = plan.project.properties;
    if (plan.statusId === InstrumentStatus.Inactive) cover(plan, pick(properties));
    else if (first) for (const property of properties) cover(plan, property);
    else cover(plan, pick(properties));
    if (i % 17 === 5 && plan.statusId !== InstrumentStatus.Inactive) {
      cover(plan, projects[(projects.indexOf(plan.project) + 1) % projects.length].properties[0]);
    }
  }
  await tx.insert(s.propertyInstruments).values(links);
  return plans;
};

/** The cards of the fully filled instruments: tags, terms, grants, purposes, building and water quality areas. */
const seedInstrumentDetails = async (ctx: Context, instruments: InstrumentPlan[], contacts: ContactPlan) => {
  const { tx, next, int, pick, chance, sample } = ctx;
  const full = instruments.filter((i) => i.full);
  await tx
    .insert(s.instrumentTags)
    .values(
      full.flatMap(({ id }, i) =>
        [
          ...(i % 3 === 0 ? [TagType.Important] : []),
          ...sample([2, 3, 4, 5], int(i % 3 === 0 ? 0 : 1, 2)),
        ].map((tagTypeId) => ({ instrumentId: id, tagTypeId })),
      ),
    );
  await tx.insert(s.instrumentSpecificTerms).values(
    full.flatMap(({ id }) =>
      sample([1, 2, 3, 4, 5, 6, 7, 8], int(1, 3)).map((specificTermId) => ({
        instrumentId: id,
        specificTermId,
      })),
    ),
  );
  const uniqueTerms = [
    'Grantor may construct one pond of up to two acres.',
    'No commercial feedlot within 300 feet of the river.',
    'Family cemetery access reserved to descendants.',
    'Existing cell tower lease may be renewed once.',
    'Equestrian trail open to the hunt club by permission.',
  ];
  await tx
    .insert(s.instrumentUniqueTerms)
    .values(
      full.flatMap(({ id }) =>
        sample(uniqueTerms, int(1, 2)).map((description) => ({ instrumentId: id, description })),
      ),
    );
  await tx.insert(s.partnershipGrants).values(
    full
      .filter((_, i) => i % 2 === 0)
      .map(({ id }) => ({
        instrumentId: id,
        grantProgramId: int(1, 6),
        grantorContactId: pick(contacts.partners.slice(2, 6)),
        granteeContactId: chance(0.7) ? contacts.organisation : pick(contacts.partners.slice(0, 2)),
        awardAmount: round(5000 + next() * 245000, 2),
        notes: chance(0.5) ? 'Reimbursement of purchase price and transaction costs.' : null,
      })),
  );
  const purposeComments = [
    'Prime farmland soils on most of the property.',
    'Visible from a Virginia Byway.',
    'Within a designated historic district.',
    'Contains habitat for rare plants identified by the Natural Heritage program.',
    'Protects over a mile of stream frontage.',
  ];
  await tx.insert(s.conservationPurposes).values(
    full.flatMap(({ id }) =>
      sample([1, 2, 3, 4, 5, 6, 7, 8], int(2, 3)).map((purposeId) => ({
        instrumentId: id,
        purposeId,
        comments: pick(purposeComments),
      })),
    ),
  );
  await tx.insert(s.buildingActivityAreas).values(
    full.flatMap(({ id }) =>
      Array.from({ length: int(1, 2) }, () => ({
        instrumentId: id,
        typeId: int(1, 5),
        notes: chance(0.6) ? 'Five-acre envelope around the existing farmstead.' : null,
      })),
    ),
  );
  // Length, width and sides only where the geometry has them (1 Linear: all, 2 Point: width, 3: none).
  await tx.insert(s.waterQualityProtectionAreas).values(
    full.flatMap(({ id }) =>
      Array.from({ length: int(1, 2) }, (_, k) => {
        const geometryTypeId = pick([1, 1, 2, 3]);
        return {
          instrumentId: id,
          name: `${pick(landNames)} ${pick(['Creek', 'Run', 'Branch', 'Pond', 'Spring'])} buffer ${k + 1}`,
          featureTypeId: geometryTypeId === 2 ? 6 : geometryTypeId === 3 ? pick([4, 5]) : pick([1, 2, 3]),
          geometryTypeId,
          featureLength: geometryTypeId === 1 ? int(200, 8000) : null,
          bufferWidth: geometryTypeId === 3 ? null : pick([35, 50, 100]),
          bufferSides: geometryTypeId === 1 ? pick([1, 2]) : null,
          bufferRestrictionId: chance(0.8) ? int(1, 4) : null,
          livestockRestrictionId: int(1, 4),
          timberHarvestRestrictionId: chance(0.6) ? 1 : int(2, 3),
        };
      }),
    ),
  );
};

/** The categories cycle so every one has services; inspections come most often. */
const categoryCycle = [
  ServiceCategory.Inspection,
  ServiceCategory.Review,
  ServiceCategory.Inspection,
  2,
  3,
  ServiceCategory.Education,
  ServiceCategory.Inspection,
  4,
  ServiceCategory.Facilities,
  8,
  ServiceCategory.Review,
  3,
];

/** Services on one current property each, two multi-property ones across three projects, and their components and products. */
const seedServices = async (
  ctx: Context,
  projects: ProjectPlan[],
  instruments: InstrumentPlan[],
): Promise<ServicePlan[]> => {
  const { tx, int, pick, chance, sample } = ctx;
  const plans: ServicePlan[] = [];
  for (const project of projects) {
    const current = project.properties.filter((p) => p.statusId === 1);
    const count = int(2, 4);
    for (let k = 0; k < count; k++) {
      const categoryId = categoryCycle[plans.length % categoryCycle.length];
      const statusId = pick([
        ServiceStatus.Open,
        ServiceStatus.Open,
        ServiceStatus.Closed,
        ServiceStatus.Closed,
        3,
      ]);
      const openDate = daysAgo(statusId === ServiceStatus.Closed ? int(120, 2500) : int(5, 400));
      plans.push({
        id: 0,
        project,
        categoryId,
        statusId,
        openDate,
        closeDate: statusId === ServiceStatus.Closed ? notAfterAnchor(addDays(openDate, int(10, 90))) : null,
        typeIds: sample(activeTypesOf(categoryId), categoryId === ServiceCategory.Inspection ? 1 : int(1, 2)),
        propertyIds: [pick(current.length > 0 ? current : project.properties).id],
      });
    }
  }
  // Education and Facilities are multi-project eligible.
  for (const [n, categoryId] of [ServiceCategory.Education, ServiceCategory.Facilities].entries()) {
    const members = [n * 3 + 1, n * 3 + 11, n * 3 + 21].map((i) => projects[i]);
    plans.push({
      id: 0,
      project: members[0],
      categoryId,
      statusId: ServiceStatus.Open,
      openDate: daysAgo(int(10, 60)),
      closeDate: null,
      typeIds: [activeTypesOf(categoryId)[0]],
      propertyIds: members.map((p) => p.properties[0].id),
    });
  }
  const agreementOf = (project: ProjectPlan) =>
    instruments.find((i) => i.project === project)?.agreementTypeId ?? 1;
  const ids = await tx
    .insert(s.services)
    .values(
      plans.map((plan) => {
        const imagery = plan.typeIds.includes(ServiceType.ImageryInspection);
        const fee = plan.categoryId === 3 || plan.categoryId === 4;
        const inspection = plan.categoryId === ServiceCategory.Inspection;
        const beforeSourceId = imagery ? int(1, imagerySourceOtherId) : null;
        return {
          projectId: plan.project.id,
          categoryId: plan.categoryId,
          statusId: plan.statusId,
          agreementTypeId: agreementOf(plan.project),
          notes: chance(0.4) ? 'Landowner prefers visits on weekday mornings.' : null,
          staffLeadId: plan.statusId === ServiceStatus.Closed ? ctx.anyLead() : ctx.likelyLead(),
          feeCharged: fee ? pick([250, 500, 750, 1500]) : null,
          feePaid: fee && chance(0.7),
          openDate: isoDate(plan.openDate),
          isMultiProperty: plan.propertyIds.length > 1,
          documentFolderId: chance(0.6) ? ctx.folderId() : null,
          imageryAssessmentBeforeDate: imagery ? isoDate(addDays(plan.openDate, -int(700, 1100))) : null,
          beforeSourceId,
          beforeSourceNotes:
            beforeSourceId === imagerySourceOtherId ? 'County GIS 2019 leaf-off flight.' : null,
          imageryAssessmentAfterDate: imagery ? isoDate(addDays(plan.openDate, -int(0, 60))) : null,
          afterSourceId: imagery ? int(1, 4) : null,
          landownerPropertyPlans:
            inspection && chance(0.4)
              ? 'Plans to replace the tenant house roof and fence the creek next spring.'
              : null,
          questionsForVof: inspection && chance(0.2) ? 'Asked whether a second pond needs permission.' : null,
        };
      }),
    )
    .returning({ id: s.services.id });
  for (const [i, plan] of plans.entries()) plan.id = ids[i].id;

  // Each later inspection of a project points to the one before it.
  const previous: [number, number][] = [];
  const lastInspection = new Map<ProjectPlan, ServicePlan>();
  for (const plan of [...plans].sort((a, b) => a.openDate.getTime() - b.openDate.getTime())) {
    if (plan.categoryId !== ServiceCategory.Inspection) continue;
    const before = lastInspection.get(plan.project);
    if (before) previous.push([plan.id, before.id]);
    lastInspection.set(plan.project, plan);
  }
  const values = sql.join(
    previous.map(([id, previousId]) => sql`(${id}::integer, ${previousId}::integer)`),
    sql`, `,
  );
  await tx.execute(
    sql`update ${s.services} set previous_service_id = v.previous from (values ${values}) as v(id, previous) where ${s.services.id} = v.id`,
  );
  await tx
    .insert(s.serviceTypesLink)
    .values(plans.flatMap((p) => p.typeIds.map((typeId) => ({ serviceId: p.id, typeId }))));
  await tx
    .insert(s.serviceProperties)
    .values(plans.flatMap((p) => p.propertyIds.map((propertyId) => ({ serviceId: p.id, propertyId }))));
  await tx
    .insert(s.serviceProductsLink)
    .values(
      plans
        .filter((p) => p.statusId === ServiceStatus.Closed)
        .flatMap((p) =>
          sample([1, 2, 3, 4, 5, 6], int(1, 2)).map((productId) => ({ serviceId: p.id, productId })),
        ),
    );
  return plans;
};

/**
 * Events: Open for every service, Inspection for inspections (then observations), Closed for closed
 * ones (spec 2 §4); the milestones of instruments, Executed for every executed one.
 */
const seedEvents = async (ctx: Context, instruments: InstrumentPlan[], services: ServicePlan[]) => {
  const { tx, int, pick, chance, sample, activeUsers } = ctx;
  const by = () => pick(activeUsers);
  const rows: (typeof s.events.$inferInsert)[] = [];
  const inspected: ServicePlan[] = [];
  for (const service of services) {
    const serviceId = service.id;
    rows.push({ serviceId, eventTypeId: EventType.Open, date: service.openDate, createdById: by() });
    const inspectionDate = notAfterAnchor(addDays(service.openDate, int(3, 40)));
    if (
      service.categoryId === ServiceCategory.Inspection &&
      (service.closeDate || inspectionDate.getTime() < anchor)
    ) {
      inspected.push(service);
      const date =
        service.closeDate && service.closeDate < inspectionDate ? service.closeDate : inspectionDate;
      rows.push({
        serviceId,
        eventTypeId: EventType.Inspection,
        date,
        notes: pick(eventNotes) || null,
        createdById: by(),
      });
    }
    if (chance(0.4)) {
      rows.push({
        serviceId,
        eventTypeId: pick([32, 33, 34, 35]),
        date: notAfterAnchor(addDays(service.openDate, int(1, 30))),
        notes: pick(eventNotes) || null,
        createdById: by(),
      });
    }
    if (service.closeDate)
      rows.push({ serviceId, eventTypeId: EventType.Closed, date: service.closeDate, createdById: by() });
  }
  for (const instrument of instruments) {
    const instrumentId = instrument.id;
    rows.push({ instrumentId, eventTypeId: 1, date: instrument.openDate, createdById: by() });
    if (chance(0.6)) {
      rows.push({
        instrumentId,
        eventTypeId: 2,
        date: notAfterAnchor(addDays(instrument.openDate, int(20, 50))),
        notes: 'Approved at the quarterly board meeting.',
        createdById: by(),
      });
    }
    const { executedDate, recordedDate } = instrument;
    if (executedDate) {
      rows.push({
        instrumentId,
        eventTypeId: EventType.Executed,
        date: executedDate,
        notes: 'Deed signed by all parties.',
        createdById: by(),
      });
    }
    if (recordedDate) rows.push({ instrumentId, eventTypeId: 6, date: recordedDate, createdById: by() });
    if (instrument.statusId === InstrumentStatus.Inactive && recordedDate) {
      rows.push({
        instrumentId,
        eventTypeId: 8,
        date: notAfterAnchor(addDays(recordedDate, int(300, 2000))),
        notes: 'Superseded by an amended and restated deed.',
        createdById: by(),
      });
    }
  }
  await tx.insert(s.events).values(rows);

  const findings = [
    'New run-in shed near the east fence line.',
    'Minor gully erosion along the farm lane.',
    'Autumn olive spreading in the old field.',
  ];
  await tx.insert(s.observations).values(
    inspected.flatMap((service) =>
      sample([1, 2, 3, 4, 5, 6, 7, 8], int(2, 4)).map((typeId) => {
        const ackTypeId = pick([1, 1, 1, 2, 3]);
        return { serviceId: service.id, typeId, ackTypeId, notes: ackTypeId === 2 ? pick(findings) : null };
      }),
    ),
  );
};

/**
 * Open reviews only where the parent may still have them (open services, pending instruments),
 * assigned in turns among Admin, Staff and others so both demo accounts see them either way.
 */
const seedReviews = async (ctx: Context, instruments: InstrumentPlan[], services: ServicePlan[]) => {
  const { tx, int, pick, chance, users } = ctx;
  const pairs: [number, number][] = [
    [users.staff, users.admin],
    [users.admin, users.staff],
    [users.admin, users.others[0]],
    [users.others[1], users.admin],
    [users.staff, users.others[2]],
    [users.others[0], users.staff],
  ];
  const rows: (typeof s.reviews.$inferInsert)[] = [];
  const review = (
    parent: { serviceId: number } | { instrumentId: number },
    reviewStatusId: number,
    openDate: Date,
  ) => {
    const [assigneeId, assignerId] = pairs[rows.length % pairs.length];
    const closed = reviewStatusId === ReviewStatus.Complete || reviewStatusId === 3;
    rows.push({
      ...parent,
      reviewStatusId,
      assigneeId,
      assignerId,
      openDate: isoDate(openDate),
      closeDate: closed ? isoDate(notAfterAnchor(addDays(openDate, int(2, 20)))) : null,
      instructions: pick(instructionsText),
      comments: reviewStatusId === ReviewStatus.Complete ? pick(reviewComments) : null,
    });
  };
  for (const service of services) {
    if (service.statusId === ServiceStatus.Closed) {
      if (chance(0.35))
        review(
          { serviceId: service.id },
          pick([ReviewStatus.Complete, ReviewStatus.Complete, 3]),
          service.openDate,
        );
    } else if (chance(0.45)) {
      review({ serviceId: service.id }, ReviewStatus.Open, addDays(service.openDate, int(0, 5)));
    }
  }
  for (const instrument of instruments) {
    const parent = { instrumentId: instrument.id };
    if (instrument.statusId === InstrumentStatus.Pending) {
      if (chance(0.5)) review(parent, ReviewStatus.Open, instrument.openDate);
    } else if (chance(0.3)) {
      review(parent, ReviewStatus.Complete, instrument.openDate);
    }
  }
  // Withdrawn reviews normally disappear; two from the legacy data show that "assigned by me" leaves them out.
  const open = services.find((p) => p.statusId === ServiceStatus.Open) ?? services[0];
  for (const assignerId of [users.admin, users.staff]) {
    rows.push({
      serviceId: open.id,
      reviewStatusId: ReviewStatus.Withdrawn,
      assigneeId: users.others[0],
      assignerId,
      openDate: isoDate(open.openDate),
      instructions: 'Withdrawn request kept from the legacy system.',
    });
  }
  await tx.insert(s.reviews).values(rows);
};

/** Landowners as grantors and owners, the organisation as grantee and default service contact, professionals here and there. */
const seedContactLinks = async (
  ctx: Context,
  contacts: ContactPlan,
  properties: PropertyPlan[],
  instruments: InstrumentPlan[],
  services: ServicePlan[],
) => {
  const { tx, pick, chance } = ctx;
  const rows: (typeof s.contactLinks.$inferInsert)[] = [];
  const roles: number[][] = [];
  const link = (
    contactId: number,
    project: ProjectPlan,
    parent: { instrumentId: number } | { propertyId: number } | { serviceId: number },
    roleIds: number[],
    notes: string | null = null,
  ) => {
    rows.push({ contactId, projectId: project.id, ...parent, notes });
    roles.push(roleIds);
  };
  const r = contactRoleIds;
  for (const instrument of instruments) {
    const parent = { instrumentId: instrument.id };
    const { project } = instrument;
    for (const owner of project.owners) link(owner, project, parent, [r.instrument.grantor]);
    link(contacts.organisation, project, parent, [r.instrument.grantee]);
    if (chance(0.4))
      link(pick(contacts.professionals), project, parent, [r.instrument.attorney], 'Closing attorney');
    if (chance(0.15))
      link(contacts.partners[5], project, parent, [r.instrument.lender], 'Deed of trust subordinated');
  }
  for (const property of properties) {
    const parent = { propertyId: property.id };
    const { project } = property;
    for (const owner of project.owners) link(owner, project, parent, [r.property.owner]);
    if (chance(0.3)) {
      const role = pick([r.property.manager, r.property.forester, r.property.tenant]);
      link(pick(contacts.professionals), project, parent, [role]);
    }
  }
  for (const service of services) {
    const parent = { serviceId: service.id };
    const { project } = service;
    const owner = project.owners[0];
    if (service.categoryId === ServiceCategory.Review) {
      link(owner, project, parent, [ContactRole.Requestor]);
    } else if (defaultContactCategories.has(service.categoryId)) {
      link(contacts.organisation, project, parent, [ContactRole.Requestor, ContactRole.DefaultService]);
      if (chance(0.5)) link(owner, project, parent, [r.service.landowner]);
    } else {
      link(owner, project, parent, [ContactRole.Requestor, ContactRole.DefaultService], 'Requested by phone');
      if (chance(0.3)) {
        const role = pick([r.service.consultant, r.service.surveyor, r.service.attorney]);
        link(pick(contacts.professionals), project, parent, [role]);
      }
    }
  }
  const ids = await tx.insert(s.contactLinks).values(rows).returning({ id: s.contactLinks.id });
  await tx
    .insert(s.contactLinkRoles)
    .values(
      ids.flatMap(({ id }, i) => roles[i].map((contactRoleId) => ({ contactLinkId: id, contactRoleId }))),
    );
};

/**
 * About 40 projects with their properties, instruments, services, events, reviews and contacts,
 * spread so every home tile of the admin and staff demo accounts has entries.
 */
export const seedDemo = async (tx: Tx, users: SeededUsers): Promise<void> => {
  const random = createRandom(20_240_611);
  const activeUsers = [users.admin, users.staff, ...users.others];
  const ctx: Context = {
    ...random,
    tx,
    users,
    activeUsers,
    likelyLead: () => random.pick([users.admin, users.staff, users.admin, users.staff, ...users.others]),
    anyLead: () => random.pick([...activeUsers, ...users.inactive]),
    folderId: () => String(100_000_000_000 + random.int(0, 899_999_999_999)),
  };
  const contacts = await seedContacts(ctx);
  const projects = await seedProjects(ctx, contacts);
  const properties = await seedProperties(ctx, projects);
  const instruments = await seedInstruments(ctx, projects);
  await seedInstrumentDetails(ctx, instruments, contacts);
  const services = await seedServices(ctx, projects, instruments);
  await seedEvents(ctx, instruments, services);
  await seedReviews(ctx, instruments, services);
  await seedContactLinks(ctx, contacts, properties, instruments, services);
};
