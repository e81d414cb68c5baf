/**
 * What other modules use of the services: a project's service ids (its summary and delete), and a
 * service with its observations and photos (the field copy).
 */
export { listObservations } from './observations.service';
export { listPhotos } from './photos.service';
export { projectServiceIds } from './services.repo';
export { getService } from './services.service';
