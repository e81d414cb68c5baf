/**
 * What other modules use of the properties: the one property-create function, agreement types, the
 * property with its built features (the field copy), and its photo points (a photo names one).
 */
export { listBuiltEnvironmentFeatures } from './built-environment.service';
export { findOrCreatePhotoPoint, getPhotoPointRef, listPhotoPointRows } from './photo-points.repo';
export { addProperty, getProperty, listAgreementTypesForProperties } from './property.service';
export { getPropertyBoundary } from './property-boundary.repo';
