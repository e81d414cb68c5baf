/** What other modules use of the services: a project's service ids (its summary and delete). */
export { projectServiceIds } from './services.repo';
