export { registerCaseRoutes } from './cases.routes';
