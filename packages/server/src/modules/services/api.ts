/**
 * What other modules use of the services: a service with its observations and photos, and a
 * property's photo points (the field copy); which photos are still kept (the History card) and the
 * pruning of those past their time (housekeeping); photos as a Word report prints them (the
 * violation case report).
 */
export { reportPhotos } from './inspection-report.service';
export { listObservations } from './observations.service';
export { listPropertyPhotoPoints } from './photo-points.service';
export { keptPhotos, listPhotos, prunePhotos } from './photos.service';
export { getService } from './services.service';
