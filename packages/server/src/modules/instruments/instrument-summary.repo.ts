import { ReviewStatus } from '@app/domain';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { qualified } from '../../db/qualified';
import {
  bufferRestrictions,
  buildingActivityAreas,
  buildingActivityAreaTypes,
  conservationPurposes,
  conservationPurposeTypes,
  contactLinkRoles,
  contactLinks,
  contactRoles,
  contacts,
  events,
  eventTypes,
  geometryTypes,
  grantPrograms,
  instrumentSpecificTerms,
  instrumentTags,
  livestockRestrictions,
  partnershipGrants,
  reviews,
  specificTerms,
  tagTypes,
  timberHarvestRestrictions,
  users,
  waterQualityFeatureTypes,
  waterQualityProtectionAreas,
} from '../../db/schema';
import { readAll } from '../../db/tx';

/**
 * The instrument's child records as the Instrument Summary Output lists them, each in its card's
 * order (spec 3 §9). Read-only: the cards' own modules own the writes.
 */
export const listSummaryChildren = async (db: Db, instrumentId: number) => {
  const grantor = alias(contacts, 'grantor');
  const grantee = alias(contacts, 'grantee');
  const assignee = alias(users, 'assignee');
  const assigner = alias(users, 'assigner');
  const [
    tagRows,
    termRows,
    eventRows,
    purposeRows,
    buildingRows,
    waterRows,
    grantRows,
    contactRows,
    reviewRows,
  ] = await readAll(db, [
    () =>
      db
        .select({ name: tagTypes.name })
        .from(instrumentTags)
        .innerJoin(tagTypes, eq(tagTypes.id, instrumentTags.tagTypeId))
        .where(eq(instrumentTags.instrumentId, instrumentId))
        .orderBy(asc(tagTypes.sortOrder), asc(tagTypes.name)),
    () =>
      db
        .select({ id: specificTerms.id, name: specificTerms.name })
        .from(instrumentSpecificTerms)
        .innerJoin(specificTerms, eq(specificTerms.id, instrumentSpecificTerms.specificTermId))
        .where(eq(instrumentSpecificTerms.instrumentId, instrumentId))
        .orderBy(asc(specificTerms.sortOrder), asc(specificTerms.name)),
    () =>
      db
        .select({ id: events.id, type: eventTypes.name, date: events.date, notes: events.notes })
        .from(events)
        .innerJoin(eventTypes, eq(eventTypes.id, events.eventTypeId))
        .where(eq(events.instrumentId, instrumentId))
        .orderBy(desc(events.date), desc(events.id)),
    () =>
      db
        .select({
          id: conservationPurposes.id,
          purpose: conservationPurposeTypes.name,
          comments: conservationPurposes.comments,
        })
        .from(conservationPurposes)
        .innerJoin(conservationPurposeTypes, eq(conservationPurposeTypes.id, conservationPurposes.purposeId))
        .where(eq(conservationPurposes.instrumentId, instrumentId))
        .orderBy(asc(conservationPurposeTypes.name), asc(conservationPurposes.id)),
    () =>
      db
        .select({
          id: buildingActivityAreas.id,
          globalId: buildingActivityAreas.globalId,
          type: buildingActivityAreaTypes.name,
          notes: buildingActivityAreas.notes,
        })
        .from(buildingActivityAreas)
        .innerJoin(buildingActivityAreaTypes, eq(buildingActivityAreaTypes.id, buildingActivityAreas.typeId))
        .where(eq(buildingActivityAreas.instrumentId, instrumentId))
        .orderBy(desc(buildingActivityAreas.id)),
    () =>
      db
        .select({
          id: waterQualityProtectionAreas.id,
          name: waterQualityProtectionAreas.name,
          featureType: waterQualityFeatureTypes.name,
          geometryType: geometryTypes.name,
          featureLength: waterQualityProtectionAreas.featureLength,
          bufferWidth: waterQualityProtectionAreas.bufferWidth,
          bufferSides: waterQualityProtectionAreas.bufferSides,
          bufferRestriction: bufferRestrictions.name,
          livestockRestriction: livestockRestrictions.name,
          timberHarvestRestriction: timberHarvestRestrictions.name,
        })
        .from(waterQualityProtectionAreas)
        .innerJoin(
          waterQualityFeatureTypes,
          eq(waterQualityFeatureTypes.id, waterQualityProtectionAreas.featureTypeId),
        )
        .innerJoin(geometryTypes, eq(geometryTypes.id, waterQualityProtectionAreas.geometryTypeId))
        .leftJoin(
          bufferRestrictions,
          eq(bufferRestrictions.id, waterQualityProtectionAreas.bufferRestrictionId),
        )
        .innerJoin(
          livestockRestrictions,
          eq(livestockRestrictions.id, waterQualityProtectionAreas.livestockRestrictionId),
        )
        .innerJoin(
          timberHarvestRestrictions,
          eq(timberHarvestRestrictions.id, waterQualityProtectionAreas.timberHarvestRestrictionId),
        )
        .where(eq(waterQualityProtectionAreas.instrumentId, instrumentId))
        .orderBy(desc(waterQualityProtectionAreas.id)),
    () =>
      db
        .select({
          id: partnershipGrants.id,
          program: grantPrograms.name,
          grantor: grantor.name,
          grantee: grantee.name,
          awardAmount: partnershipGrants.awardAmount,
          notes: partnershipGrants.notes,
        })
        .from(partnershipGrants)
        .innerJoin(grantPrograms, eq(grantPrograms.id, partnershipGrants.grantProgramId))
        .innerJoin(grantor, eq(grantor.id, partnershipGrants.grantorContactId))
        .innerJoin(grantee, eq(grantee.id, partnershipGrants.granteeContactId))
        .where(eq(partnershipGrants.instrumentId, instrumentId))
        .orderBy(asc(grantPrograms.name), asc(partnershipGrants.id)),
    () =>
      db
        .select({
          id: contactLinks.id,
          name: contacts.name,
          crmId: contacts.crmId,
          email: contacts.email,
          roles: sql<string>`coalesce((select string_agg(${qualified(contactRoles.name)}, ', ' order by ${qualified(contactRoles.sortOrder)}, ${qualified(contactRoles.name)})
          from ${contactLinkRoles} join ${contactRoles} on ${qualified(contactRoles.id)} = ${qualified(contactLinkRoles.contactRoleId)}
          where ${qualified(contactLinkRoles.contactLinkId)} = ${qualified(contactLinks.id)}), '')`,
          notes: contactLinks.notes,
        })
        .from(contactLinks)
        .innerJoin(contacts, eq(contacts.id, contactLinks.contactId))
        .where(eq(contactLinks.instrumentId, instrumentId))
        .orderBy(asc(contacts.name), asc(contactLinks.id)),
    () =>
      db
        .select({
          id: reviews.id,
          assignee: assignee.name,
          assigner: assigner.name,
          openDate: reviews.openDate,
          instructions: reviews.instructions,
          comments: reviews.comments,
        })
        .from(reviews)
        .innerJoin(assignee, eq(assignee.id, reviews.assigneeId))
        .innerJoin(assigner, eq(assigner.id, reviews.assignerId))
        .where(and(eq(reviews.instrumentId, instrumentId), eq(reviews.reviewStatusId, ReviewStatus.Open)))
        .orderBy(asc(reviews.openDate), asc(reviews.id)),
  ]);
  return {
    tagNames: tagRows.map((r) => r.name),
    specificTerms: termRows,
    events: eventRows,
    purposes: purposeRows,
    buildingAreas: buildingRows,
    waterAreas: waterRows,
    grants: grantRows,
    contacts: contactRows,
    openReviews: reviewRows,
  };
};

export type SummaryChildren = Awaited<ReturnType<typeof listSummaryChildren>>;
