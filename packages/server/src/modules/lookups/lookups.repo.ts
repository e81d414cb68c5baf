import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';

type LookupTable = PgTable & { id: PgColumn; name: PgColumn; sortOrder: PgColumn; archiveDate: PgColumn };

export type LookupList = {
  /** The path under /api, as the spec names it. */
  path: string;
  table: LookupTable;
  /** The extras the spec names for this list, beside id, name, sortOrder and archiveDate. */
  extras?: Record<string, PgColumn>;
  where?: SQL;
};

/** Every lookup GET of spec 1 §7 and spec 3 §7. Archived options are included (old records show them), marked by archiveDate. */
export const lookupLists: LookupList[] = [
  { path: 'project/projectstatuses', table: t.projectStatuses },
  { path: 'project/partnershipgrantsearchoptions', table: t.partnershipGrantSearchOptions },
  { path: 'buildingactivityarea/types', table: t.buildingActivityAreaTypes },
  { path: 'primarySources', table: t.primarySources },
  { path: 'conservationPurpose/purposes', table: t.conservationPurposeTypes },
  {
    path: 'event/instrumenteventtypes',
    table: t.eventTypes,
    extras: { adminEditOnly: t.eventTypes.adminEditOnly, adminDeleteOnly: t.eventTypes.adminDeleteOnly },
    where: eq(t.eventTypes.parentType, 'instrument'),
  },
  {
    path: 'event/serviceeventtypes',
    table: t.eventTypes,
    extras: { adminEditOnly: t.eventTypes.adminEditOnly, adminDeleteOnly: t.eventTypes.adminDeleteOnly },
    where: eq(t.eventTypes.parentType, 'service'),
  },
  { path: 'instrument/agreementtypes', table: t.agreementTypes },
  { path: 'instrument/instrumenttypes', table: t.instrumentTypes, extras: { code: t.instrumentTypes.code } },
  { path: 'instrument/instrumenttags', table: t.tagTypes, extras: { canEdit: t.tagTypes.canEdit } },
  { path: 'instrument/instrumentstatuses', table: t.instrumentStatuses },
  {
    path: 'instrument/contactroles',
    table: t.contactRoles,
    where: eq(t.contactRoles.parentType, 'instrument'),
  },
  { path: 'instrument/specificTerms', table: t.specificTerms },
  { path: 'locality/localities', table: t.localities, extras: { censusFips: t.localities.censusFips } },
  { path: 'partnershipGrant/grantPrograms', table: t.grantPrograms },
  { path: 'property/propertystatuses', table: t.propertyStatuses },
  { path: 'property/contactroles', table: t.contactRoles, where: eq(t.contactRoles.parentType, 'property') },
  { path: 'review/statuses', table: t.reviewStatuses },
  { path: 'waterQualityProtectionArea/featureTypes', table: t.waterQualityFeatureTypes },
  { path: 'waterQualityProtectionArea/geometryTypes', table: t.geometryTypes },
  { path: 'waterQualityProtectionArea/bufferRestrictions', table: t.bufferRestrictions },
  { path: 'waterQualityProtectionArea/livestockRestrictions', table: t.livestockRestrictions },
  { path: 'waterQualityProtectionArea/timberHarvestRestrictions', table: t.timberHarvestRestrictions },
  {
    path: 'service/categories',
    table: t.serviceCategories,
    extras: { isMultiProjectEligible: t.serviceCategories.isMultiProjectEligible },
  },
  { path: 'service/statuses', table: t.serviceStatuses },
  { path: 'service/products', table: t.serviceProducts },
  { path: 'service/observationtypes', table: t.observationTypes },
  { path: 'service/observationacknowledgementtypes', table: t.observationAckTypes },
  { path: 'service/imageryassessmentsources', table: t.imageryAssessmentSources },
  { path: 'service/contactroles', table: t.contactRoles, where: eq(t.contactRoles.parentType, 'service') },
  { path: 'service/feesearchoptions', table: t.feeSearchOptions },
  { path: 'service/reviewsearchoptions', table: t.reviewSearchOptions },
  { path: 'case/types', table: t.violationCaseTypes },
  { path: 'request/kinds', table: t.ownerRequestKinds },
];

export type LookupRow = { id: number; name: string; sortOrder: number; archiveDate: Date | null } & Record<
  string,
  unknown
>;

// The lookup tables share one shape that the generic column type cannot express, hence the cast.
export const listLookup = async (db: Db, list: LookupList): Promise<LookupRow[]> =>
  (await db
    .select({
      id: list.table.id,
      name: list.table.name,
      sortOrder: list.table.sortOrder,
      archiveDate: list.table.archiveDate,
      ...list.extras,
    })
    .from(list.table)
    .where(list.where)
    .orderBy(asc(list.table.sortOrder), asc(list.table.name))) as LookupRow[];

/** Service types with their category (spec 1 §3: serviceCategoryId, category with name and sortOrder). */
export const listServiceTypes = (db: Db) =>
  db
    .select({
      id: t.serviceTypes.id,
      name: t.serviceTypes.name,
      sortOrder: t.serviceTypes.sortOrder,
      archiveDate: t.serviceTypes.archiveDate,
      serviceCategoryId: t.serviceTypes.serviceCategoryId,
      category: { name: t.serviceCategories.name, sortOrder: t.serviceCategories.sortOrder },
    })
    .from(t.serviceTypes)
    .innerJoin(t.serviceCategories, eq(t.serviceCategories.id, t.serviceTypes.serviceCategoryId))
    .orderBy(asc(t.serviceTypes.sortOrder), asc(t.serviceTypes.name));

/** Tag types with how many instruments use each (the Instrument Tags page shows the count). */
export const listTagTypes = (db: Db) =>
  db
    .select({
      id: t.tagTypes.id,
      name: t.tagTypes.name,
      sortOrder: t.tagTypes.sortOrder,
      archiveDate: t.tagTypes.archiveDate,
      canEdit: t.tagTypes.canEdit,
      usageCount: count(t.instrumentTags.instrumentId),
    })
    .from(t.tagTypes)
    .leftJoin(t.instrumentTags, and(eq(t.instrumentTags.tagTypeId, t.tagTypes.id)))
    .groupBy(t.tagTypes.id)
    .orderBy(asc(t.tagTypes.sortOrder), asc(t.tagTypes.name));
