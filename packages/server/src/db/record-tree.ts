import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  buildingActivityAreas,
  builtEnvironmentFeatures,
  conservationPurposes,
  contactLinkRoles,
  contactLinks,
  events,
  instrumentSpecificTerms,
  instruments,
  instrumentTags,
  instrumentUniqueTerms,
  letters,
  observations,
  ownerContactContacts,
  ownerContacts,
  ownerRequestInstruments,
  ownerRequestSteps,
  ownerRequests,
  partnershipGrants,
  projects,
  properties,
  propertyBoundaries,
  propertyInstruments,
  propertyLocalities,
  propertyPhotoPoints,
  reviews,
  servicePhotos,
  serviceProductsLink,
  serviceProperties,
  services,
  serviceTypesLink,
  taxParcels,
  violationCaseInstruments,
  violationCasePhotos,
  violationCaseRestrictions,
  violationCaseSteps,
  violationCases,
  waterQualityProtectionAreas,
} from './schema';

/** The records with a History card of their own; every other row belongs to one of them. */
export const cardTables = ['projects', 'properties', 'instruments', 'services'] as const;
export type CardTable = (typeof cardTables)[number];

/** A row of `child` hangs under the `parent` row its `key` names. */
export type TreeEdge = {
  child: PgTable;
  parent: PgTable & { id: PgColumn };
  /** The child's property naming its parent (as Drizzle rows spell it). */
  key: string;
  column: PgColumn;
  /** A link table without ids of its own: its audit rows are keyed by the parent's id. */
  keyedByParent: boolean;
  /** A change of the row shows in the parent's History card too (false: in its own history only). */
  inParentHistory: boolean;
};

const under = <T extends PgTable>(
  child: T,
  key: keyof T['_']['columns'] & string,
  parent: PgTable & { id: PgColumn },
  options: { keyedByParent?: boolean; inParentHistory?: boolean } = {},
): TreeEdge => ({
  child,
  parent,
  key,
  column: getTableColumns(child)[key] as PgColumn,
  keyedByParent: options.keyedByParent ?? false,
  inParentHistory: options.inParentHistory ?? true,
});

/**
 * Which tables hang under which record: the one declaration the audit parents, the History cards and
 * the project, instrument, service and property deletes read. A delete removes children in the order
 * written here, each before its parent (so every row is audited; the foreign keys would cascade
 * silently): services before the properties their links name, instruments before the properties they
 * cover. `record-tree.test.ts` fails when a table's parent column is missing here.
 */
export const recordTree: readonly TreeEdge[] = [
  under(services, 'projectId', projects),
  under(instruments, 'projectId', projects),
  under(properties, 'projectId', projects),
  // A project's own contacts show in their own history only (the project card lists records, not edits).
  under(contactLinks, 'projectId', projects, { inParentHistory: false }),

  under(contactLinks, 'serviceId', services),
  under(events, 'serviceId', services),
  under(reviews, 'serviceId', services),
  under(observations, 'serviceId', services),
  under(servicePhotos, 'serviceId', services),
  under(serviceTypesLink, 'serviceId', services, { keyedByParent: true }),
  under(serviceProductsLink, 'serviceId', services, { keyedByParent: true }),
  under(serviceProperties, 'serviceId', services, { keyedByParent: true }),

  under(contactLinks, 'instrumentId', instruments),
  under(conservationPurposes, 'instrumentId', instruments),
  under(buildingActivityAreas, 'instrumentId', instruments),
  under(waterQualityProtectionAreas, 'instrumentId', instruments),
  under(partnershipGrants, 'instrumentId', instruments),
  under(reviews, 'instrumentId', instruments),
  under(events, 'instrumentId', instruments),
  // Edited with the instrument's associated properties.
  under(propertyInstruments, 'instrumentId', instruments),
  under(instrumentUniqueTerms, 'instrumentId', instruments),
  under(instrumentTags, 'instrumentId', instruments, { keyedByParent: true }),
  under(instrumentSpecificTerms, 'instrumentId', instruments, { keyedByParent: true }),
  // The yearly owner contacts show in the instrument's History card (issue 33 §4).
  under(ownerContacts, 'instrumentId', instruments),

  under(propertyLocalities, 'propertyId', properties),
  under(builtEnvironmentFeatures, 'propertyId', properties),
  under(contactLinks, 'propertyId', properties),
  // A photo naming a point is a service's: deleting the point leaves the photo, unmarked.
  under(propertyPhotoPoints, 'propertyId', properties),
  under(propertyBoundaries, 'propertyId', properties),
  // A letter sent (on the property, one of its cases or one of its requests) shows in the property's
  // History card; it goes before the cases and the requests, so a property delete removes their
  // letters, audited, before them.
  under(letters, 'propertyId', properties),
  // A violation case and its steps show in the property's History card.
  under(violationCases, 'propertyId', properties),
  // An owner's request and its steps show in the property's History card (issue 33 §5).
  under(ownerRequests, 'propertyId', properties),

  // Inside a child: parcels in a locality, roles on a contact link.
  under(taxParcels, 'propertyLocalityId', propertyLocalities),
  under(contactLinkRoles, 'contactLinkId', contactLinks, { keyedByParent: true }),
  under(violationCaseSteps, 'caseId', violationCases),
  under(violationCaseInstruments, 'caseId', violationCases, { keyedByParent: true }),
  under(ownerRequestSteps, 'requestId', ownerRequests),
  under(ownerRequestInstruments, 'requestId', ownerRequests, { keyedByParent: true }),
  under(violationCaseRestrictions, 'caseId', violationCases),
  under(violationCasePhotos, 'caseId', violationCases),
  under(ownerContactContacts, 'ownerContactId', ownerContacts, { keyedByParent: true }),
];

/**
 * Columns that name another record without hanging under it: the tree test accepts these, and only
 * these, as references to a record table outside the tree.
 */
export const references: readonly PgColumn[] = [
  // A follow-up names the service it follows; deleting that one leaves the follow-up.
  services.previousServiceId,
  // The instrument's and the service's links to the properties they cover belong to the instrument and
  // the service (above); a property with such links cannot be deleted.
  propertyInstruments.propertyId,
  serviceProperties.propertyId,
  // A case names the instruments it touches; such an instrument cannot be deleted (the link restricts).
  violationCaseInstruments.instrumentId,
  // And the terms of those instruments it touches; a unique term so named cannot be removed.
  violationCaseRestrictions.instrumentId,
  violationCaseRestrictions.uniqueTermId,
  // A photo added to a case is an inspection's photo, linked (it goes with its service).
  violationCasePhotos.photoId,
  // A request names the instruments it falls under (the link restricts), and the built feature its
  // approval added (set null when that feature is deleted: the request's History keeps it).
  ownerRequestInstruments.instrumentId,
  ownerRequests.featureId,
  // A letter sent on a case or on an owner's request names it; the letter hangs under its property.
  letters.caseId,
  letters.requestId,
];

/** The edges whose parent is `table`, in the tree's order. */
export const childrenOf = (table: PgTable) => recordTree.filter((edge) => edge.parent === table);

/** For the audit: the edges of a table's rows to their parents, in the tree's order. */
export const parentEdgesOf = (tableName: string) =>
  recordTree.filter((edge) => getTableName(edge.child) === tableName);
