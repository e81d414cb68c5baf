import { InstrumentStatus, PropertyStatus } from '../ids';
import { messages } from '../messages';
import { type PropertyDevelopmentRights, propertyMessages } from './properties.schema';

/** An Active or Pending instrument binds the land; an Inactive one no longer allows anything. */
export const countsTowardAllowed = (statusId: number): boolean =>
  statusId === InstrumentStatus.Active || statusId === InstrumentStatus.Pending;

/** What decides whether a property may be deleted; the server reads it in one query. */
export type PropertyDeleteFacts = {
  statusId: number;
  /** How many properties its project has, this one included. */
  propertiesInProject: number;
  /** The status of every instrument linked to the property. */
  instrumentStatusIds: readonly number[];
  /** How many services (single- or multi-property) name the property. */
  serviceCount: number;
};

/**
 * Spec 2 §8: the first blocker of a property delete, or null. Any linked instrument or service blocks:
 * deleting the property must never silently change another record's properties or values.
 */
export const canDeleteProperty = (facts: PropertyDeleteFacts): string | null => {
  if (facts.propertiesInProject <= 1) return propertyMessages.lastProperty;
  if (facts.statusId !== PropertyStatus.Inactive) return propertyMessages.notInactive;
  if (facts.instrumentStatusIds.some(countsTowardAllowed)) return propertyMessages.activeOrPendingInstrument;
  if (facts.instrumentStatusIds.length > 0) return propertyMessages.relatedInstrument;
  if (facts.serviceCount > 0) return propertyMessages.relatedService;
  return null;
};

type AllowedLink = {
  statusId: number;
  dwellingsAllowed: number | null;
  finishedAreaAllowed: number | null;
  imperviousAreaAllowed: number | null;
};
type ExistingFeature = {
  exists: boolean;
  dwellingUnits: number;
  finishedArea: number;
  imperviousArea: number;
};

// Areas carry decimals: rounding keeps 0.1 + 0.2 from showing as 0.30000000000000004.
const sum = (values: number[]) => Math.round(values.reduce((total, v) => total + v, 0) * 10_000) / 10_000;

/**
 * The development rights of one property: allowed is the sum over its links to Active or Pending
 * instruments (N/A counts as 0), existing the sum over its features that exist, remaining the
 * difference (below zero when the property exceeds what is allowed).
 */
export const propertyDevelopmentRights = ({
  links,
  features,
}: {
  links: readonly AllowedLink[];
  features: readonly ExistingFeature[];
}): PropertyDevelopmentRights => {
  const counted = links.filter((l) => countsTowardAllowed(l.statusId));
  const built = features.filter((f) => f.exists);
  const allowed = {
    dwellingUnits: sum(counted.map((l) => l.dwellingsAllowed ?? 0)),
    finishedArea: sum(counted.map((l) => l.finishedAreaAllowed ?? 0)),
    imperviousArea: sum(counted.map((l) => l.imperviousAreaAllowed ?? 0)),
  };
  const existing = {
    dwellingUnits: sum(built.map((f) => f.dwellingUnits)),
    finishedArea: sum(built.map((f) => f.finishedArea)),
    imperviousArea: sum(built.map((f) => f.imperviousArea)),
  };
  return {
    allowedDwellingUnits: allowed.dwellingUnits,
    existingDwellingUnits: existing.dwellingUnits,
    remainingDwellingUnits: sum([allowed.dwellingUnits, -existing.dwellingUnits]),
    allowedFinishedArea: allowed.finishedArea,
    existingFinishedArea: existing.finishedArea,
    remainingFinishedArea: sum([allowed.finishedArea, -existing.finishedArea]),
    allowedImperviousArea: allowed.imperviousArea,
    existingImperviousArea: existing.imperviousArea,
    remainingImperviousArea: sum([allowed.imperviousArea, -existing.imperviousArea]),
  };
};

/**
 * Spec 2 §5, move destination (after the form's required and numeric checks): the property must exist
 * and be another one. Answers the message, or null. Any project's property may receive the feature.
 */
export const canMoveFeature = ({
  propertyId,
  destination,
}: {
  propertyId: number;
  destination: { id: number } | undefined;
}): string | null => {
  if (destination === undefined) return messages.entityNotFound('Property');
  if (destination.id === propertyId) return propertyMessages.moveSameProperty;
  return null;
};

/**
 * An instrument's title (spec 3 §2): its id, then the year of the executed date, or of the recorded
 * date when it was not executed; the id alone when it has neither.
 */
export const instrumentTitle = ({
  id,
  executedDate,
  recordedDate,
}: {
  id: number;
  executedDate: string | null;
  recordedDate: string | null;
}): string => {
  const date = executedDate ?? recordedDate;
  return date ? `${id} - ${date.slice(0, 4)}` : String(id);
};
