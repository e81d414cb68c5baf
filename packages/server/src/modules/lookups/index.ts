export { registerLookupRoutes } from './lookups.routes';
