import { EventType, type Service, type ServiceCreateInput } from '@app/domain';
import { sha256Of } from '../../services';
import {
  type CaseCreateItem,
  type FieldDb,
  type InspectionChanges,
  type ObservationCreateItem,
  type OutboxItem,
  type PhotoDetailsInput,
  patchItem,
  type RecordRef,
  serviceKey,
} from './field-db';

const newItem = (propertyId: number) =>
  ({
    clientId: crypto.randomUUID(),
    propertyId,
    savedAt: new Date().toISOString(),
    state: 'device',
  }) as const;

/**
 * Starts an inspection of the property on this device: the service (its Open event comes with it) and
 * the Inspection event dated the day of the visit, saved together. Answers the service's device id.
 */
export const saveNewInspection = (
  db: FieldDb,
  { propertyId, body, visitDate }: { propertyId: number; body: ServiceCreateInput; visitDate: string },
) =>
  db.transaction('rw', db.outbox, async () => {
    const create = { ...newItem(propertyId), kind: 'service.create', body } as const;
    await db.outbox.add(create);
    await db.outbox.add({
      ...newItem(propertyId),
      kind: 'event.create',
      service: { clientId: create.clientId },
      body: { eventTypeId: EventType.Inspection, date: visitDate, notes: null },
    });
    return create.clientId;
  });

export const saveInspectionChanges = (
  db: FieldDb,
  { propertyId, service, changes }: { propertyId: number; service: RecordRef; changes: InspectionChanges },
) => db.outbox.add({ ...newItem(propertyId), kind: 'service.update', service, changes });

export const saveObservation = async (
  db: FieldDb,
  {
    propertyId,
    service,
    body,
  }: { propertyId: number; service: RecordRef; body: ObservationCreateItem['body'] },
) => {
  const item = { ...newItem(propertyId), kind: 'observation.create', service, body } as const;
  await db.outbox.add(item);
  return item.clientId;
};

/**
 * Opens a violation case from an observation on this device (issue 33): queued after the observation,
 * so the sync sends the observation first and the case names the id the server gave it.
 */
export const saveCase = async (
  db: FieldDb,
  {
    propertyId,
    service,
    observation,
    body,
  }: { propertyId: number; service: RecordRef; observation: RecordRef; body: CaseCreateItem['body'] },
) => {
  const item = { ...newItem(propertyId), kind: 'case.create', service, observation, body } as const;
  await db.outbox.add(item);
  return item.clientId;
};

/** Keeps the photo's bytes as taken and queues its upload; its SHA-256 is what the server must confirm. */
export const savePhoto = async (
  db: FieldDb,
  {
    propertyId,
    service,
    observation,
    details,
    file,
  }: {
    propertyId: number;
    service: RecordRef;
    observation: RecordRef | null;
    details: PhotoDetailsInput;
    file: Blob;
  },
) => {
  const bytes = await file.arrayBuffer();
  const sha256 = await sha256Of(new Uint8Array(bytes));
  const item = {
    ...newItem(propertyId),
    kind: 'photo.upload',
    service,
    observation,
    details,
    sha256,
    sizeBytes: file.size,
    sent: 0,
  } as const;
  await db.transaction('rw', db.outbox, db.photoFiles, async () => {
    await db.photoFiles.put({ clientId: item.clientId, bytes, type: file.type });
    await db.outbox.add(item);
  });
  return item.clientId;
};

export const isUnsynced = (item: OutboxItem) => item.state !== 'verified';

/** A value as the conflict compares and shows it: empty text and no value are the same nothing. */
const comparable = (value: unknown) =>
  value === null || value === undefined || value === '' ? null : String(value);

/** The monitor's changed fields whose value differs from the server's version: what a conflict is about. */
export const differingFields = (changes: InspectionChanges, server: Service | undefined) =>
  (Object.keys(changes) as (keyof InspectionChanges)[]).filter(
    (field) => comparable(changes[field]) !== comparable(server?.[field]),
  );

/** 'N items not yet synced': everything saved on this device that the server does not hold verified. */
export const countUnsynced = (db: FieldDb, propertyId?: number) =>
  (propertyId === undefined ? db.outbox.toCollection() : db.outbox.where('propertyId').equals(propertyId))
    .filter(isUnsynced)
    .count();

export const unsyncedText = (count: number) =>
  count === 1 ? '1 item not yet synced' : `${count} items not yet synced`;

/**
 * A conflict settled by the monitor keeping their change: it is sent again on the server's newer
 * version. That is another request (another version in its body), so it goes under a new key: the
 * server refuses a key sent again with a different body.
 */
export const keepMine = (db: FieldDb, item: OutboxItem) =>
  db.transaction('rw', db.outbox, db.services, async () => {
    if (item.kind !== 'service.update' || !item.server) return;
    await db.services.put({ key: serviceKey(item.service), service: item.server });
    await patchItem(db, item, {
      clientId: crypto.randomUUID(),
      state: 'device',
      server: undefined,
      message: undefined,
    });
  });

/** A conflict settled by taking the server's version: the monitor's change is set aside on purpose. */
export const takeServers = (db: FieldDb, item: OutboxItem) =>
  db.transaction('rw', db.outbox, db.services, async () => {
    if (item.kind !== 'service.update' || !item.server) return;
    await db.services.put({ key: serviceKey(item.service), service: item.server });
    await db.outbox.delete(item.seq as number);
  });

/**
 * A refused item the monitor chose to discard (they saw the server's message); discarding a refused
 * inspection also discards what was saved into it, which could never reach the server without it.
 */
export const discardRefused = (db: FieldDb, item: OutboxItem) =>
  db.transaction('rw', db.outbox, db.photoFiles, async () => {
    if (item.state !== 'refused') return;
    const madeHere = (ref: RecordRef | null | undefined) =>
      !!ref && 'clientId' in ref && ref.clientId === item.clientId;
    // A refused inspection takes what was saved into it; a refused observation the cases opened from it.
    const dependants =
      item.kind === 'service.create' || item.kind === 'observation.create'
        ? await db.outbox
            .filter((other) =>
              item.kind === 'service.create'
                ? 'service' in other && madeHere(other.service)
                : other.kind === 'case.create' && madeHere(other.observation),
            )
            .toArray()
        : [];
    for (const gone of [item, ...dependants]) {
      await db.outbox.delete(gone.seq as number);
      await db.photoFiles.delete(gone.clientId);
    }
  });
