import { InstrumentStatus, TagType } from '@app/domain';
import * as s from '../schema';
import {
  addDays,
  type ContactPlan,
  type Context,
  daysAgo,
  type InstrumentPlan,
  isoDate,
  notAfterAnchor,
  type ProjectPlan,
  type PropertyPlan,
  round,
} from './demo-context';
import { landNames } from './demo-data';

/**
 * Instruments and the properties they cover: the first of a project covers all its properties, an
 * inactive one exactly one property with no values (so the delete flow can be shown), a few reach
 * into the next project (cross-project properties).
 */
export const seedInstruments = async (ctx: Context, projects: ProjectPlan[]): Promise<InstrumentPlan[]> => {
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
export const seedInstrumentDetails = async (
  ctx: Context,
  instruments: InstrumentPlan[],
  contacts: ContactPlan,
) => {
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
