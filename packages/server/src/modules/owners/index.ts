export { registerOwnerRoutes } from './owners.routes';
