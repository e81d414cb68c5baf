export { registerLetterRoutes } from './letters.routes';
