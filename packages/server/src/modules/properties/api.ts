/**
 * What other modules use of the properties: the one property-create function, agreement types, the
 * property with its built features (the field copy), its photo points (a photo names one), and the
 * maps' points of any set of properties (the search's map).
 */
export { listBuiltEnvironmentFeatures } from './built-environment.service';
export { findOrCreatePhotoPoint, getPhotoPointRef, listPhotoPointRows } from './photo-points.repo';
export { addProperty, getProperty, listAgreementTypesForProperties } from './property.service';
export { getPropertyBoundary } from './property-boundary.repo';
export { mapPointsJson } from './property-map.repo';
