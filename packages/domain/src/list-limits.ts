/**
 * The most entries each list of a request may hold. Far above what a person enters (Virginia has 133
 * localities; a parcel list of a few dozen is long), low enough that the largest request is checked
 * and saved in milliseconds and stays well inside PostgreSQL's 65,535 query parameters.
 */
export const ListLimits = {
  additionalLocalities: 50,
  taxParcelsPerLocality: 500,
  propertyIdsPerCall: 500,
  rolesPerContactLink: 50,
} as const;
