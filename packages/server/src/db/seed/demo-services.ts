import { ServiceCategory, ServiceStatus, ServiceType } from '@app/domain';
import { sql } from 'drizzle-orm';
import * as s from '../schema';
import {
  activeTypesOf,
  addDays,
  type Context,
  daysAgo,
  type InstrumentPlan,
  isoDate,
  notAfterAnchor,
  type ProjectPlan,
  type ServicePlan,
} from './demo-context';
import { imagerySourceOtherId } from './lookups';

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
export const seedServices = async (
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
