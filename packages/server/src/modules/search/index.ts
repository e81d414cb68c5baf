export { registerSearchRoutes } from './search.routes';
