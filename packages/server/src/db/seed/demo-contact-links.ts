import { ContactRole, ServiceCategory } from '@app/domain';
import * as s from '../schema';
import type {
  ContactPlan,
  Context,
  InstrumentPlan,
  ProjectPlan,
  PropertyPlan,
  ServicePlan,
} from './demo-context';
import { contactRoleIds } from './lookups';

/** Categories whose contact defaults to the organisation itself (spec 2 §4). */
const defaultContactCategories = new Set<number>([
  ServiceCategory.Inspection,
  ServiceCategory.Education,
  ServiceCategory.Facilities,
]);

/** Landowners as grantors and owners, the organisation as grantee and default service contact, professionals here and there. */
export const seedContactLinks = async (
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
