/** What other features use of the services: a photo's resumable upload, the photo form, the service's update values and the Agreement Type preset. */
export { type PhotoDetails, sha256Of, uploadPhoto } from './api/photo-upload';
export { type CapturedPhoto, PhotoCaptureForm } from './components/photo-capture-form';
export { updateValuesOf } from './components/service-values';
export { usePreselectedAgreementType } from './components/use-preselected-agreement-type';
