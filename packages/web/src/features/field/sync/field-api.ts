import type { Photo } from '@app/domain';
import { apiRequest, getJson } from '../../../lib/api-client';
import { type PhotoDetails, uploadPhoto } from '../../services';

/** What the sync sends through: the API client in the app, a fake in the outbox's unit tests. */
export type FieldApi = {
  /** A write with the device's id as its Idempotency-Key: a replay answers the first answer. */
  send: <T>(method: 'POST' | 'PUT', path: string, body: unknown, key: string) => Promise<T>;
  get: <T>(path: string) => Promise<T>;
  uploadPhoto: (
    serviceId: number,
    photo: { clientId: string; bytes: Uint8Array; details: PhotoDetails; sha256: string },
    onProgress: (progress: { sent: number; size: number }) => void,
  ) => Promise<Photo>;
};

/** The request never got an answer (no network, the connection broke): the item waits for the next pass. */
export class NetworkError extends Error {}

/** fetch rejects with a TypeError when no answer comes; anything else is the answer or a bug, never 'offline'. */
const offlineAware = async <T>(request: Promise<T>): Promise<T> => {
  try {
    return await request;
  } catch (error) {
    throw error instanceof TypeError ? new NetworkError(error.message) : error;
  }
};

export const fieldApi: FieldApi = {
  send: (method, path, body, key) =>
    offlineAware(
      apiRequest(path, { method, body, headers: { 'Idempotency-Key': key } }).then((r) => r.json()),
    ),
  get: (path) => offlineAware(getJson(path)),
  uploadPhoto: (serviceId, photo, onProgress) =>
    offlineAware(uploadPhoto(serviceId, photo, onProgress, { retries: 2 })),
};
