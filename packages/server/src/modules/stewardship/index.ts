export { registerStewardshipRoutes } from './stewardship.routes';
