/**
 * What other modules use of the services: a project's service ids (its summary and delete), a
 * service with its observations and photos, and a property's photo points (the field copy); which
 * photos are still kept (the History card) and the pruning of those past their time (housekeeping);
 * photos as a Word report prints them (the violation case report).
 */
export { reportPhotos } from './inspection-report.service';
export { listObservations } from './observations.service';
export { listPropertyPhotoPoints } from './photo-points.service';
export { keptPhotos, prunePhotos } from './photos.repo';
export { listPhotos } from './photos.service';
export { projectServiceIds } from './services.repo';
export { getService } from './services.service';
