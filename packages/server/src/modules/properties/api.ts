/** What other modules use of the properties: the one property-create function, and agreement types. */
export { addProperty, listAgreementTypesForProperties } from './property.service';
