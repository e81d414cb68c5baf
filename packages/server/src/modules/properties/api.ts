/**
 * What other modules use of the properties: the one property-create function, agreement types, and
 * the property with its built features (the field copy).
 */
export { listBuiltEnvironmentFeatures } from './built-environment.service';
export { addProperty, getProperty, listAgreementTypesForProperties } from './property.service';
