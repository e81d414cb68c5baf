import { type Photo, PhotoLimits, type PhotoUploadState, type photoDetailsSchema } from '@app/domain';
import type { z } from 'zod';
import { apiRequest, getJson, isApiError, sendJson } from '../../../lib/api-client';

export type PhotoDetails = z.input<typeof photoDetailsSchema>;

/** Where a photo stands on its way from the device to a verified copy on the server. */
export type UploadProgress = { sent: number; size: number };

const hex = (digest: ArrayBuffer) =>
  Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');

export const sha256Of = async (bytes: Uint8Array) =>
  hex(await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>));

/** A network failure or an answer that says to look again; anything else (a refusal) stops the upload. */
const worthRetrying = (error: unknown) => !isApiError(error) || error.status === 409 || error.status >= 500;

/**
 * Uploads a photo in parts and answers it once the server holds it verified: a part that fails (the
 * connection broke) is followed by asking the server where it stands and going on from there, a few
 * times, never from the start. The server's SHA-256 and size must be the device's, or it is no upload.
 * `sha256`: the hash taken when the device kept the photo (the field outbox), declared instead of
 * hashing the kept bytes again, so a copy damaged on the device is refused rather than verified.
 */
export const uploadPhoto = async (
  serviceId: number,
  {
    clientId,
    bytes,
    details,
    sha256: kept,
  }: { clientId: string; bytes: Uint8Array; details: PhotoDetails; sha256?: string },
  onProgress: (progress: UploadProgress) => void = () => {},
  { retries = 5, pauseMs = 1000 }: { retries?: number; pauseMs?: number } = {},
): Promise<Photo> => {
  const sha256 = kept ?? (await sha256Of(bytes));
  let state = await sendJson<PhotoUploadState>('POST', `/service/${serviceId}/photos/upload`, {
    ...details,
    clientId,
    sizeBytes: bytes.length,
    sha256,
  });
  let failures = 0;
  while (!state.photo) {
    onProgress({ sent: state.offset, size: bytes.length });
    const part = bytes.subarray(state.offset, state.offset + PhotoLimits.chunkBytes);
    try {
      const response = await apiRequest(`/photo-upload/${clientId}`, {
        method: 'PATCH',
        headers: { 'Upload-Offset': String(state.offset) },
        body: new Blob([part as Uint8Array<ArrayBuffer>], { type: 'application/offset+octet-stream' }),
      });
      state = (await response.json()) as PhotoUploadState;
      failures = 0;
    } catch (error) {
      if (!worthRetrying(error) || ++failures > retries) throw error;
      await new Promise((resolve) => setTimeout(resolve, pauseMs * failures));
      state = await getJson<PhotoUploadState>(`/photo-upload/${clientId}`);
    }
  }
  if (state.photo.sha256 !== sha256 || state.photo.sizeBytes !== bytes.length)
    throw new Error('The server’s copy of the photo does not match the one on this device.');
  onProgress({ sent: bytes.length, size: bytes.length });
  return state.photo;
};
