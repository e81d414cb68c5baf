import { DefaultTimberHarvestRestrictionId } from '../ids';
import { isActiveOption } from '../lookups';

/**
 * The purposes the add form offers (spec 3 §5): active ones not yet on the instrument, so each
 * purpose is added once.
 */
export const offeredPurposes = <T extends { id: number; archiveDate: string | null }>(
  purposes: readonly T[],
  usedPurposeIds: readonly number[],
  now: Date = new Date(),
): T[] => {
  const used = new Set(usedPurposeIds);
  return purposes.filter((p) => !used.has(p.id) && isActiveOption(p, now));
};

/** The form values of a protection area: text as the inputs hold it. */
export type ProtectionAreaFormValues = {
  name: string;
  featureTypeId: string;
  geometryTypeId: string;
  featureLength: string;
  bufferWidth: string;
  bufferSides: string;
  bufferRestrictionId: string;
  livestockRestrictionId: string;
  timberHarvestRestrictionId: string;
};

/** A new area: empty, with the timber harvest restriction defaulting to '1' (spec 3 §2). */
export const newProtectionAreaValues = (): ProtectionAreaFormValues => ({
  name: '',
  featureTypeId: '',
  geometryTypeId: '',
  featureLength: '',
  bufferWidth: '',
  bufferSides: '',
  bufferRestrictionId: '',
  livestockRestrictionId: '',
  timberHarvestRestrictionId: String(DefaultTimberHarvestRestrictionId),
});

/** Any change of geometry type clears length, width and buffer sides (spec 3 §2). */
export const withGeometryType = <T extends ProtectionAreaFormValues>(values: T, geometryTypeId: string): T =>
  geometryTypeId === values.geometryTypeId
    ? values
    : { ...values, geometryTypeId, featureLength: '', bufferWidth: '', bufferSides: '' };
