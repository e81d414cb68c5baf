export { registerRequestRoutes } from './requests.routes';
