export { registerEventRoutes } from './events.routes';
