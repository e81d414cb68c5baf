/** What other features use of the services: a photo's resumable upload and the service's update values. */
export { type PhotoDetails, sha256Of, uploadPhoto } from './api/photo-upload';
export { updateValuesOf } from './components/service-values';
