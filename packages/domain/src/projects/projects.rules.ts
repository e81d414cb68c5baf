import { PropertyStatus } from '../ids';
import { countsTowardAllowed } from '../properties/properties.rules';
import type { DevelopmentRights, RightsFigure } from './projects.schema';

/** Project status 1 'Active' (seeded with that id): every new project starts there. */
export const ProjectStatus = { Active: 1 } as const;

/**
 * The primary contact of a new project's first instrument is linked with the instrument role 1
 * 'Grantor' (seeded with that id): the landowner granting the easement is who a new project starts with.
 */
export const PrimaryContactRoleId = 1;

/** Spec 2 §8: after a project is deleted the page says what the product cannot do itself. */
export const projectDeletedNotice =
  'Folders in Box must be deleted manually and the GIS polygon removed or edited.';

/** Why a project cannot be deleted, in the order they are shown. */
export const projectDeleteMessages = {
  instruments: 'Project must not have any Active or Pending Instruments.',
  properties: 'All Properties must be set to inactive before the Project is deleted.',
  services: 'All Services must be closed before the Project is deleted.',
  shared:
    'Project must not share Instruments or Services with other Projects. Disassociate the cross-project Properties first.',
} as const;

export type ProjectDeleteFacts = {
  /** Instruments of the project that are not Inactive. */
  activeOrPendingInstruments: number;
  currentProperties: number;
  /** Services of the project (its own and multi-property ones reaching it) that are not Closed. */
  openServices: number;
  /** Instruments or services linking this project's properties with another project's. */
  crossProjectLinks: number;
};

/**
 * The message that blocks deleting a project, or '' when it may be deleted. Deleting removes every
 * instrument, property and service under it, so only a project whose records are all finished with
 * (inactive instruments and properties, closed services) and that does not reach into another project
 * (whose records would silently lose a property) can go. Every blocker is named at once.
 */
export const projectDeleteMessage = (facts: ProjectDeleteFacts): string =>
  [
    facts.activeOrPendingInstruments > 0 && projectDeleteMessages.instruments,
    facts.currentProperties > 0 && projectDeleteMessages.properties,
    facts.openServices > 0 && projectDeleteMessages.services,
    facts.crossProjectLinks > 0 && projectDeleteMessages.shared,
  ]
    .filter((message) => message !== false)
    .join(' ');

type RightsProperty = { id: number; statusId: number };
type RightsLink = {
  propertyId: number;
  instrumentStatusId: number;
  futurePropertiesAllowed: number | null;
  dwellingsAllowed: number | null;
  finishedAreaAllowed: number | null;
  imperviousAreaAllowed: number | null;
};
type RightsFeature = {
  propertyId: number;
  exists: boolean;
  dwellingUnits: number;
  finishedArea: number;
  imperviousArea: number;
};

/** Sums of decimals (finished area) without binary noise: figures have at most 4 decimals. */
const sum = (values: readonly number[]) =>
  Math.round(values.reduce((total, v) => total + v, 0) * 10_000) / 10_000;

const figure = (allowed: number, existing: number): RightsFigure => ({
  allowed,
  existing,
  remaining: sum([allowed, -existing]),
});

/**
 * A project's development rights summary: the sum of its current properties' built environment cards
 * (`propertyDevelopmentRights`), plus a row for properties.
 * - Only current properties count, and on them only Active or Pending instruments (an inactive one no
 *   longer allows anything). Allowed is the sum of the property–instrument values, N/A counting as 0.
 * - Existing dwelling units, finished and impervious area are the sums over the features that exist.
 * - Properties: the value is "future properties allowed" (a property shows it as Divisions Allowed),
 *   so the original property uses none of it: existing is the number of current properties beyond
 *   the first, i.e. the divisions made.
 * - Remaining = allowed − existing, below zero when the project exceeds what is allowed (shown red).
 */
export const developmentRights = ({
  properties,
  links,
  features,
}: {
  properties: readonly RightsProperty[];
  links: readonly RightsLink[];
  features: readonly RightsFeature[];
}): DevelopmentRights => {
  const current = new Set(properties.filter((p) => p.statusId === PropertyStatus.Current).map((p) => p.id));
  const counted = links.filter((l) => current.has(l.propertyId) && countsTowardAllowed(l.instrumentStatusId));
  const allowed = (value: (link: RightsLink) => number | null) => sum(counted.map((l) => value(l) ?? 0));
  const built = features.filter((f) => f.exists && current.has(f.propertyId));
  const existing = (value: (feature: RightsFeature) => number) => sum(built.map(value));
  return {
    properties: figure(
      allowed((l) => l.futurePropertiesAllowed),
      Math.max(0, current.size - 1),
    ),
    dwellingUnits: figure(
      allowed((l) => l.dwellingsAllowed),
      existing((f) => f.dwellingUnits),
    ),
    finishedArea: figure(
      allowed((l) => l.finishedAreaAllowed),
      existing((f) => f.finishedArea),
    ),
    imperviousArea: figure(
      allowed((l) => l.imperviousAreaAllowed),
      existing((f) => f.imperviousArea),
    ),
  };
};
