import * as s from '../schema';
import { type Context, type ProjectPlan, type PropertyPlan, round } from './demo-context';
import { countyIds, localityNames } from './localities';
import { outlineOf, pointInOutline } from './locality-outlines';

/** An access point inside the locality (the property's primary one, its project's county). */
const accessPointIn = (localityId: number, u: number, v: number) => {
  const name = localityNames[localityId - 1];
  const outline = outlineOf(name);
  if (!outline) throw new Error(`${name} has no outline`);
  const { latitude, longitude } = pointInOutline(outline, u, v);
  return { accessPointLatitude: latitude, accessPointLongitude: longitude };
};

/** Properties with their localities (one primary), tax parcels (their acres sum to the calculated acres) and features. */
export const seedProperties = async (ctx: Context, projects: ProjectPlan[]): Promise<PropertyPlan[]> => {
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
        // Drawn where the two numbers always were, so the rest of the demo data stays as it was.
        ...accessPointIn(project.countyId, next(), next()),
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
