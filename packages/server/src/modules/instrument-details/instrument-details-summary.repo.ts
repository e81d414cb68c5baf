import { asc, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  bufferRestrictions,
  buildingActivityAreas,
  buildingActivityAreaTypes,
  conservationPurposes,
  conservationPurposeTypes,
  contacts,
  geometryTypes,
  grantPrograms,
  livestockRestrictions,
  partnershipGrants,
  timberHarvestRestrictions,
  waterQualityFeatureTypes,
  waterQualityProtectionAreas,
} from '../../db/schema';
import { readAll } from '../../db/tx';

/**
 * An instrument's conservation purposes, building activity areas, water quality protection areas and
 * partnership grants as the Instrument Summary Output lists them: names, not ids, each in its card's
 * order (spec 3 §9).
 */
export const listDetailsSummaryRows = async (db: Db, instrumentId: number) => {
  const grantor = alias(contacts, 'grantor');
  const grantee = alias(contacts, 'grantee');
  const [purposes, buildingAreas, waterAreas, grants] = await readAll(db, [
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
  ]);
  return { purposes, buildingAreas, waterAreas, grants };
};
