import type {
  CaseCreateInput,
  EventCreateInput,
  FieldInspectionChanges,
  FieldProperty,
  ObservationCreateInput,
  PhotoUploadStart,
  Service,
  ServiceCreateInput,
} from '@app/domain';
import Dexie, { type EntityTable, type Table, type UpdateSpec } from 'dexie';

/** A record the device knows by its server id, or by the id it made while offline (resolved at sync). */
export type RecordRef = { id: number } | { clientId: string };

/**
 * Where a saved item stands: kept on this device (waiting for the network or for the record it belongs
 * to), queued (being sent), uploaded (the server took it), verified (the server's answer matches what
 * the device holds: for a photo its SHA-256 and size). A conflict waits for the monitor's choice; a
 * refusal shows the server's message until the monitor corrects or discards it.
 */
export type ItemState = 'device' | 'queued' | 'uploaded' | 'verified' | 'conflict' | 'refused';

/** The inspection-details fields a monitor changes in the field (the rest of the service is kept). */
export type InspectionChanges = Partial<FieldInspectionChanges>;

type ItemBase = {
  /** Order of saving: the outbox is replayed in this order. */
  seq?: number;
  /** Made on the device; sent as the Idempotency-Key (a photo's upload id), so a replay never duplicates. */
  clientId: string;
  propertyId: number;
  savedAt: string;
  state: ItemState;
  /** The server's refusal or conflict message. */
  message?: string;
  /** The record's id on the server, once saved there. */
  serverId?: number;
};

export type ServiceCreateItem = ItemBase & { kind: 'service.create'; body: ServiceCreateInput };
export type EventCreateItem = ItemBase & {
  kind: 'event.create';
  service: RecordRef;
  body: Pick<EventCreateInput, 'eventTypeId' | 'date' | 'notes'>;
};
export type ServiceUpdateItem = ItemBase & {
  kind: 'service.update';
  service: RecordRef;
  changes: InspectionChanges;
  /** On a conflict: the server's version, shown beside the monitor's changes. */
  server?: Service;
};
export type ObservationCreateItem = ItemBase & {
  kind: 'observation.create';
  service: RecordRef;
  body: Pick<ObservationCreateInput, 'typeId' | 'ackTypeId' | 'notes'>;
};
export type PhotoDetailsInput = Omit<PhotoUploadStart, 'clientId' | 'sizeBytes' | 'sha256' | 'observationId'>;
export type PhotoUploadItem = ItemBase & {
  kind: 'photo.upload';
  service: RecordRef;
  observation: RecordRef | null;
  details: PhotoDetailsInput;
  sha256: string;
  sizeBytes: number;
  /** Bytes the server holds so far. */
  sent: number;
};

/**
 * A violation case opened from an observation (issue 33): sent once its observation is on the server
 * (an observation made offline is resolved by its device id). `service` is the observation's
 * inspection: the case waits for it and shows under it.
 */
export type CaseCreateItem = ItemBase & {
  kind: 'case.create';
  service: RecordRef;
  observation: RecordRef;
  body: Pick<CaseCreateInput, 'typeId' | 'severity' | 'discoveredOn' | 'reportedById' | 'description'>;
};

export type OutboxItem =
  | ServiceCreateItem
  | EventCreateItem
  | ServiceUpdateItem
  | ObservationCreateItem
  | PhotoUploadItem
  | CaseCreateItem;

/** A file's bytes and type: kept as an ArrayBuffer, which every browser's IndexedDB stores (a Blob not everywhere). */
export type StoredFile = { bytes: ArrayBuffer; type: string };

/** A property prepared for the field: the server's copy, and how much the device stored for it. */
export type StoredProperty = { propertyId: number; copy: FieldProperty; bytes: number };

/** The last service answer the device knows (`key`: 'id:<n>' or the offline create's client id). */
export type KnownService = { key: string; service: Service };

export type FieldDb = Dexie & {
  properties: EntityTable<StoredProperty, 'propertyId'>;
  lookups: EntityTable<{ path: string; data: unknown }, 'path'>;
  thumbnails: EntityTable<StoredFile & { photoId: number }, 'photoId'>;
  /** Typed as a plain table: an entity table's insert type would lose the kinds' own fields. */
  outbox: Table<OutboxItem, number>;
  /** A photo's bytes as taken, kept until the server holds them verified. */
  photoFiles: EntityTable<StoredFile & { clientId: string }, 'clientId'>;
  services: EntityTable<KnownService, 'key'>;
};

/** The device's field store (IndexedDB). Kept across restarts; cleared only by the monitor. */
export const openFieldDb = (name = 'conservation-records-field'): FieldDb => {
  const db = new Dexie(name) as FieldDb;
  db.version(1).stores({
    properties: 'propertyId',
    lookups: 'path',
    thumbnails: 'photoId',
    outbox: '++seq, clientId, propertyId, state',
    photoFiles: 'clientId',
    services: 'key',
  });
  return db;
};

export const serviceKey = (ref: RecordRef) => ('id' in ref ? `id:${ref.id}` : ref.clientId);

type AnyItemFields = Partial<ServiceUpdateItem> & Partial<PhotoUploadItem>;

/** Changes an item's fields, its kind's own included (which Dexie's update type cannot name on a union). */
export const patchItem = (db: FieldDb, item: OutboxItem, changes: AnyItemFields) =>
  db.outbox.update(item.seq as number, changes as UpdateSpec<OutboxItem>);
