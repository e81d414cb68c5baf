// The properties feature as other features use it: the project's property list (instruments offer
// those properties when linking them), the keys to refresh when an instrument's links change, and a
// property's photo points (a service photo marks one).
export { propertyKeys, propertyQueries } from './api/property-queries';
