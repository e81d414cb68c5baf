export { registerHistoryRoutes } from './history.routes';
