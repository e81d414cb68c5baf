/**
 * The lookup lists' paths under /api, as the specification names them. The server registers one GET per
 * path and the web keys one cache entry per path, so a list is fetched once whichever screen asks.
 */
export const lookupPaths = [
  'project/projectstatuses',
  'project/partnershipgrantsearchoptions',
  'buildingactivityarea/types',
  'primarySources',
  'conservationPurpose/purposes',
  'event/instrumenteventtypes',
  'event/serviceeventtypes',
  'instrument/agreementtypes',
  'instrument/instrumenttypes',
  'instrument/instrumenttags',
  'instrument/instrumentstatuses',
  'instrument/contactroles',
  'instrument/specificTerms',
  'locality/localities',
  'partnershipGrant/grantPrograms',
  'property/propertystatuses',
  'property/contactroles',
  'review/statuses',
  'waterQualityProtectionArea/featureTypes',
  'waterQualityProtectionArea/geometryTypes',
  'waterQualityProtectionArea/bufferRestrictions',
  'waterQualityProtectionArea/livestockRestrictions',
  'waterQualityProtectionArea/timberHarvestRestrictions',
  'service/categories',
  'service/statuses',
  'service/products',
  'service/observationtypes',
  'service/observationacknowledgementtypes',
  'service/imageryassessmentsources',
  'service/contactroles',
  'service/feesearchoptions',
  'service/reviewsearchoptions',
  'service/types',
  'instrument/tagtypes',
  'case/types',
  'request/kinds',
] as const;

export type LookupPath = (typeof lookupPaths)[number];
