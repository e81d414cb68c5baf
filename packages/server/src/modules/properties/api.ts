/**
 * What other modules use of the properties: the one property-create function, agreement types, the
 * property with its built features and boundary (the field copy), and the maps' points of any set of
 * properties (the search's map); the rights summary and the feature an approved owner's request adds.
 */
export {
  addExistingFeature,
  getPropertyRights,
  listBuiltEnvironmentFeatures,
} from './built-environment.service';
export {
  addProperty,
  coveringInstrumentIds,
  findPropertyRef,
  getProperty,
  listAgreementTypesForProperties,
  listCoveringInstruments,
} from './property.service';
export { readPropertyBoundary } from './property-boundary.service';
export { mapPointsJson } from './property-map.service';
