import type { Observation, Photo, Service, Event as ServiceEvent, ViolationCase } from '@app/domain';
import { isApiError } from '../../../lib/api-client';
import { updateValuesOf } from '../../services';
import {
  type FieldDb,
  type ItemState,
  type OutboxItem,
  patchItem,
  type RecordRef,
  serviceKey,
} from '../store/field-db';
import { differingFields } from '../store/outbox';
import { type FieldApi, NetworkError } from './field-api';

/** How a pass ended: everything it could send was sent, or it stopped to wait for the network or a sign-in. */
export type SyncOutcome = 'done' | 'offline' | 'signed-out';

/** A failure the next pass may get past: no network, a server error, too many requests. */
const isTransient = (error: unknown) =>
  error instanceof NetworkError ||
  (isApiError(error) && (error.status >= 500 || error.status === 408 || error.status === 429));

/** The server id of a record, or null while its create has not reached the server. */
const resolve = async (db: FieldDb, ref: RecordRef): Promise<number | null> => {
  if ('id' in ref) return ref.id;
  const create = await db.outbox.where('clientId').equals(ref.clientId).first();
  return create?.serverId ?? null;
};

const setState = (
  db: FieldDb,
  item: OutboxItem,
  state: ItemState,
  extra: Parameters<typeof patchItem>[2] = {},
) => patchItem(db, item, { state, message: undefined, ...extra });

/** Sends one item and records the server's answer; throws what the API threw. */
const sendItem = async (db: FieldDb, api: FieldApi, item: OutboxItem, serviceId: number | null) => {
  const key = item.clientId;
  switch (item.kind) {
    case 'service.create': {
      const service = await api.send<Service>('POST', '/service/create', item.body, key);
      await db.services.put({ key, service });
      const verified = service.associatedPropertyIds.includes(item.propertyId);
      return setState(db, item, verified ? 'verified' : 'uploaded', { serverId: service.id });
    }
    case 'event.create': {
      const event = await api.send<ServiceEvent>(
        'POST',
        '/event/create',
        { ...item.body, serviceId, instrumentId: null },
        key,
      );
      return setState(db, item, event.eventTypeId === item.body.eventTypeId ? 'verified' : 'uploaded', {
        serverId: event.id,
      });
    }
    case 'service.update': {
      const known = await db.services.get(serviceKey(item.service));
      if (!known) throw new Error('The service this change belongs to is not on this device.');
      const body = { ...updateValuesOf(known.service), ...item.changes };
      const service = await api.send<Service>('PUT', '/service/update', body, key);
      await db.services.put({ key: serviceKey(item.service), service });
      return setState(db, item, 'verified', { serverId: service.id, server: undefined });
    }
    case 'observation.create': {
      const observation = await api.send<Observation>(
        'POST',
        '/observation/create',
        { ...item.body, serviceId },
        key,
      );
      return setState(db, item, observation.typeId === Number(item.body.typeId) ? 'verified' : 'uploaded', {
        serverId: observation.id,
      });
    }
    case 'photo.upload': {
      const file = await db.photoFiles.get(key);
      if (!file) throw new Error('The photo is no longer on this device.');
      const observationId = item.observation ? await resolve(db, item.observation) : null;
      const bytes = new Uint8Array(file.bytes);
      // Progress is written in order and finished before the item's next state, even when the upload breaks.
      let progress = Promise.resolve(0);
      let photo: Photo;
      try {
        photo = await api.uploadPhoto(
          serviceId as number,
          { clientId: key, bytes, details: { ...item.details, observationId }, sha256: item.sha256 },
          ({ sent, size }) => {
            progress = progress.then(() =>
              patchItem(db, item, { sent, state: sent >= size ? 'uploaded' : 'queued' }),
            );
          },
        );
      } finally {
        await progress;
      }
      // The server compared the bytes it received with the SHA-256 taken when the photo was kept, and
      // uploadPhoto its answer's SHA-256 and size with the device's.
      return setState(db, item, 'verified', { serverId: photo.id, sent: photo.sizeBytes });
    }
    case 'case.create': {
      // The pass sends a case only once its observation has its server id (see waitsFor).
      const observationId = await resolve(db, item.observation);
      const found = await api.send<ViolationCase>(
        'POST',
        '/case/create',
        {
          ...item.body,
          propertyId: item.propertyId,
          observationId,
          instrumentIds: [],
          restrictions: [],
          followUpDue: null,
          followUpKind: null,
        },
        key,
      );
      return setState(db, item, found.observation?.id === observationId ? 'verified' : 'uploaded', {
        serverId: found.id,
      });
    }
  }
};

/** Whether an item must wait for another record made on this device (beside its service) to reach the server. */
const waitsFor = async (db: FieldDb, item: OutboxItem) =>
  item.kind === 'case.create' && (await resolve(db, item.observation)) === null;

/** The service an item belongs to, if it belongs to one. */
const serviceRefOf = (item: OutboxItem): RecordRef | null => ('service' in item ? item.service : null);

/**
 * One pass over the outbox, in the order things were saved. An item whose service is not yet on the
 * server (its create was refused, or waits for a conflict) stays on the device. A network failure or
 * a lapsed sign-in ends the pass: nothing is dropped, the next pass starts again where this one stopped.
 * A stale version becomes a conflict for the monitor to settle; any other refusal is shown with the
 * server's message. Nothing is ever sent twice as two records: each item carries its own id.
 */
export const syncOutbox = async (db: FieldDb, api: FieldApi): Promise<SyncOutcome> => {
  const items = await db.outbox.orderBy('seq').toArray();
  for (const item of items) {
    if (item.state === 'verified' || item.state === 'conflict' || item.state === 'refused') continue;
    const ref = serviceRefOf(item);
    const serviceId = ref ? await resolve(db, ref) : null;
    if (ref && serviceId === null) continue;
    if (await waitsFor(db, item)) continue;
    if (item.state === 'device') await setState(db, item, 'queued');
    try {
      await sendItem(db, api, item, serviceId);
    } catch (error) {
      if (isApiError(error) && error.status === 401) return 'signed-out';
      if (isTransient(error)) {
        // Not sent after all: back to waiting on the device (a photo keeps the part the server holds).
        if (item.kind !== 'photo.upload') await setState(db, item, 'device');
        return 'offline';
      }
      if (isApiError(error) && error.isStaleVersion && item.kind === 'service.update') {
        const server = await api.get<Service>(`/service/${serviceId}`);
        if (differingFields(item.changes, server).length > 0)
          await setState(db, item, 'conflict', { server, message: error.message });
        else {
          // The server already holds every value the monitor chose: nothing to choose between.
          await db.services.put({ key: serviceKey(item.service), service: server });
          await setState(db, item, 'verified', { serverId: server.id, server: undefined });
        }
      } else {
        await setState(db, item, 'refused', {
          message: error instanceof Error ? error.message : String(error),
        });
      }
    }
  }
  return 'done';
};
