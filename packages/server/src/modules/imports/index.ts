export { registerImportRoutes } from './imports.routes';
