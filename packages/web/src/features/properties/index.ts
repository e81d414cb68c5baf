// The properties feature as other features use it: the project's property list (instruments offer
// those properties when linking them) and the keys to refresh when an instrument's links change.
export { propertyKeys, propertyQueries } from './api/property-queries';
