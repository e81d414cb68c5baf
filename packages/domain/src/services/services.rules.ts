import { ContactRole, EventType, PropertyStatus, ServiceCategory, ServiceStatus, ServiceType } from '../ids';
import { messages } from '../messages';
import { canWrite, isAdmin, type Principal } from '../roles';
import { serviceMessages } from './services.schema';

/** A signed-in user as the service rules see them: roles, and the id a staff lead is compared with. */
export type ServiceUser = Pick<Principal, 'roles'> & { id: number };

/** What the permission rules read of a saved service; null for a service not saved yet. */
export type SavedService = { statusId: number | null; staffLead: number | null } | null;

/** Spec 2 §4: a service with no status counts as new. */
export const isNewOrOpenService = (statusId: number | null | undefined): boolean =>
  statusId === null || statusId === undefined || statusId === ServiceStatus.Open;

/**
 * Spec 2 §6: service and inspection Edit. Admin always; Staff while the service is New or Open, or
 * when they are its staff lead. View-only users never.
 */
export const canEditService = (user: ServiceUser, service: SavedService): boolean =>
  canWrite(user) &&
  (isAdmin(user) ||
    service === null ||
    isNewOrOpenService(service.statusId) ||
    service.staffLead === user.id);

/**
 * Spec 2 §4: the status can be chosen on a new service (single- or multi-project) and when editing,
 * except that only an Admin may change the status of a closed service.
 */
export const canEditServiceStatus = (user: ServiceUser, service: SavedService): boolean =>
  canWrite(user) && (service === null || service.statusId !== ServiceStatus.Closed || isAdmin(user));

/** Spec 2 §6: the Edit link of a service's associated properties, and deleting a service. */
export const canManageServiceProperties = (user: Pick<Principal, 'roles'>): boolean => isAdmin(user);
export const canDeleteService = (user: Pick<Principal, 'roles'>): boolean => isAdmin(user);

/** Whether this save closes the service: closed chosen on a new one, or non-closed changed to closed. */
export const isClosingService = ({
  savedStatusId,
  statusId,
}: {
  /** null for a new service. */
  savedStatusId: number | null;
  statusId: number;
}): boolean => statusId === ServiceStatus.Closed && savedStatusId !== ServiceStatus.Closed;

/**
 * Spec 2 §4: the events a save adds. A new service gets Open (29); closing needs Closed (30); an
 * Inspection service closed without an Inspection event (31) gets one too.
 */
export const eventsForServiceSave = ({
  isNew,
  savedStatusId,
  statusId,
  categoryId,
  hasInspectionEvent,
}: {
  isNew: boolean;
  savedStatusId: number | null;
  statusId: number;
  categoryId: number;
  hasInspectionEvent: boolean;
}): number[] => {
  const closing = isClosingService({ savedStatusId: isNew ? null : savedStatusId, statusId });
  return [
    ...(isNew ? [EventType.Open] : []),
    ...(closing ? [EventType.Closed] : []),
    ...(closing && categoryId === ServiceCategory.Inspection && !hasInspectionEvent
      ? [EventType.Inspection]
      : []),
  ];
};

/** Spec 2 §4: changing the category clears the chosen components. */
export const typesAfterCategoryChange = (
  typeIds: readonly number[],
  previousCategoryId: number | null,
  categoryId: number | null,
): number[] => (previousCategoryId === categoryId ? [...typeIds] : []);

/** The components a category offers (a type belongs to one category). */
export const typesOfCategory = <T extends { serviceCategoryId: number }>(
  types: readonly T[],
  categoryId: number | null,
): T[] => (categoryId === null ? [] : types.filter((type) => type.serviceCategoryId === categoryId));

/** Every chosen component must be of the chosen category; 48 (imagery) needs the Inspection category. */
export const invalidServiceTypes = (
  typeIds: readonly number[],
  categoryId: number,
  categoryOfType: ReadonlyMap<number, number>,
): string | null => {
  if (typeIds.includes(ServiceType.ImageryInspection) && categoryId !== ServiceCategory.Inspection)
    return serviceMessages.imageryNeedsCategory;
  return typeIds.every((id) => categoryOfType.get(id) === categoryId)
    ? null
    : serviceMessages.typeNotOfCategory;
};

/** Spec 2 §4: an imagery inspection is category 1 with component 48; only it keeps imagery fields. */
export const isImageryInspection = ({
  categoryId,
  typeIds,
}: {
  categoryId: number;
  typeIds: readonly number[];
}) => categoryId === ServiceCategory.Inspection && typeIds.includes(ServiceType.ImageryInspection);

const imageryFields = [
  'imageryAssessmentBeforeDate',
  'beforeSource',
  'beforeSourceNotes',
  'imageryAssessmentAfterDate',
  'afterSource',
  'afterSourceNotes',
] as const;

/** Spec 2 §4: a non-imagery service's imagery dates and sources are cleared on save. */
export const clearImageryUnlessImagery = <
  T extends { categoryId: number; typeIds: readonly number[] } & Record<
    (typeof imageryFields)[number],
    unknown
  >,
>(
  values: T,
): T =>
  isImageryInspection(values)
    ? values
    : { ...values, ...Object.fromEntries(imageryFields.map((field) => [field, null])) };

/** The categories whose services show the Inspection Details card (spec 2 §2). */
export const hasInspectionDetails = (categoryId: number | null | undefined) =>
  categoryId === ServiceCategory.Inspection;

/** Spec 2 §4: the categories whose empty contact defaults to the organisation's own contact. */
const organisationContactCategories: readonly number[] = [
  ServiceCategory.Inspection,
  ServiceCategory.Education,
  ServiceCategory.Facilities,
];
export const OrganisationContactRoleIds = [ContactRole.Requestor, ContactRole.DefaultService] as const;

export type ServiceFormContact = { crmId: string | null; name: string | null; roleIds: number[] };

/**
 * Spec 2 §4: the contact after the category is chosen. Inspection, Education and Facilities fill an
 * empty contact with the organisation's contact and roles 39 and 24; Review clears that default and
 * sets roles to [39]. Any other case keeps what the user chose.
 */
export const contactForCategory = (
  categoryId: number | null,
  contact: ServiceFormContact,
  organisation: { crmId: string; name: string } | null,
): ServiceFormContact => {
  if (categoryId !== null && organisationContactCategories.includes(categoryId)) {
    if (contact.crmId === null && organisation)
      return { crmId: organisation.crmId, name: organisation.name, roleIds: [...OrganisationContactRoleIds] };
    return contact;
  }
  if (categoryId === ServiceCategory.Review) {
    const isDefault = organisation !== null && contact.crmId === organisation.crmId;
    return isDefault
      ? { crmId: null, name: null, roleIds: [ContactRole.Requestor] }
      : { ...contact, roleIds: [ContactRole.Requestor] };
  }
  return contact;
};

/** Spec 2 §5–6: the Requestor role (39) is required of non-admins; null when the roles pass. */
export const requestorRoleError = (
  roleIds: readonly number[],
  user: Pick<Principal, 'roles'>,
): string | null =>
  isAdmin(user) || roleIds.includes(ContactRole.Requestor) ? null : messages.requestorRoleRequired;

/** Spec 2 §2: the agreement type to preselect: the only one offered, else the current choice. */
export const preselectedAgreementType = (
  offered: readonly { id: number }[],
  current: number | null,
): number | null => (offered.length === 1 ? offered[0].id : current);

/** Spec 2 §4: multi-project services only of categories flagged isMultiProjectEligible. */
export const multiProjectCategories = <T extends { isMultiProjectEligible: boolean }>(
  categories: readonly T[],
) => categories.filter((category) => category.isMultiProjectEligible);

/**
 * The primary project of a multi-property service: the project of its first listed property (the
 * user lists the property that leads first). Decided once, at create.
 */
export const primaryProjectOf = (
  propertyIds: readonly number[],
  projectOfProperty: ReadonlyMap<number, number>,
): number | undefined => projectOfProperty.get(propertyIds[0]);

/**
 * A service shows under its primary project and, when multi-property, under the project of any of its
 * properties: elsewhere its page moves to the primary project, and its report answers 'Project not found'.
 */
export const serviceReachesProject = (
  primaryProjectId: number,
  propertyProjectIds: readonly number[],
  projectId: number,
): boolean => primaryProjectId === projectId || propertyProjectIds.includes(projectId);

export type ServicePropertyFacts = { id: number; projectId: number; statusId: number };

/**
 * Spec 2 §5: each chosen property must exist and be Current (or already be on the service being
 * changed, so an edit never loses one); a single-property service's must be of its project. Answers
 * the message per index of the first failing entries.
 */
export const invalidServiceProperties = ({
  propertyIds,
  facts,
  isMultiProperty,
  projectId,
  alreadyOnService = new Set<number>(),
}: {
  propertyIds: readonly number[];
  facts: ReadonlyMap<number, ServicePropertyFacts>;
  isMultiProperty: boolean;
  projectId: number | null;
  alreadyOnService?: ReadonlySet<number>;
}): { index: number; message: string }[] =>
  propertyIds.flatMap((id, index): { index: number; message: string }[] => {
    if (alreadyOnService.has(id)) return [];
    const property = facts.get(id);
    if (!property || property.statusId !== PropertyStatus.Current)
      return [{ index, message: serviceMessages.propertyNotCurrent }];
    if (!isMultiProperty && property.projectId !== projectId)
      return [{ index, message: serviceMessages.propertyNotOnProject }];
    return [];
  });

/** The services list's label of a service (spec 2 §2): the category cut at 15 characters. */
export const ServiceCategoryLabelLength = 15;

/** The year a service opened, from its YYYY-MM-DD open date. */
export const serviceOpenYear = (openDate: string): string => openDate.slice(0, 4);
