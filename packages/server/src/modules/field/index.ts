export { registerFieldRoutes } from './field.routes';
