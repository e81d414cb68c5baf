// The properties feature as other features use it: the project's property list (instruments offer
// those properties when linking them).
export { propertyQueries } from './api/property-queries';
