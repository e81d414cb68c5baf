import { type FieldProperty, fieldLookupPaths } from '@app/domain';
import { apiRequest, getJson, sendJson } from '../../../lib/api-client';
import { type FieldDb, serviceKey } from '../store/field-db';

/** Extra answers the field's new-inspection form needs: the property's agreement types, the default contact. */
export const agreementTypesPath = (propertyId: number) => `agreementTypes/${propertyId}`;
export const organisationContactPath = 'contact/getVofCrmContact';

/** The photos whose thumbnails the device keeps: the inspections' and each photo point's first and latest. */
const photoIdsOf = (copy: FieldProperty) => [
  ...new Set([
    ...[...copy.openInspections, ...copy.pastInspections].flatMap((inspection) =>
      inspection.photos.map((p) => p.id),
    ),
    ...copy.photoPoints
      .flatMap((point) => [point.first?.id, point.latest?.id])
      .filter((id) => id !== undefined),
  ]),
];

/**
 * Prepare offline: stores the property's field copy, the lookup lists, the default contact and the
 * thumbnails of its inspections' photos on the device, and answers how many bytes that took. A service
 * with changes not yet synced keeps the version the monitor edited, so preparing again never turns an
 * edit made on an older version into one made on the newer (that stays a conflict to settle).
 */
export const prepareProperty = async (db: FieldDb, propertyId: number): Promise<number> => {
  const copy = await getJson<FieldProperty>(`/field/property/${propertyId}`);
  const [lookups, agreementTypes, organisation, thumbnails] = await Promise.all([
    Promise.all(fieldLookupPaths.map(async (path) => ({ path, data: await getJson<unknown>(`/${path}`) }))),
    sendJson<unknown>('POST', '/property/getagreementtypesbypropertyids', [propertyId]),
    getJson<unknown>(`/${organisationContactPath}`),
    Promise.all(
      photoIdsOf(copy).map(async (photoId) => {
        const answer = await apiRequest(`/photo/${photoId}/thumbnail`);
        return {
          photoId,
          bytes: await answer.arrayBuffer(),
          type: answer.headers.get('Content-Type') ?? 'image/jpeg',
        };
      }),
    ),
  ]);
  const bytes =
    JSON.stringify(copy).length + thumbnails.reduce((sum, thumbnail) => sum + thumbnail.bytes.byteLength, 0);
  await db.transaction('rw', [db.properties, db.lookups, db.thumbnails, db.services, db.outbox], async () => {
    await db.properties.put({ propertyId, copy, bytes });
    await db.lookups.bulkPut([
      ...lookups,
      { path: agreementTypesPath(propertyId), data: agreementTypes },
      { path: organisationContactPath, data: organisation },
    ]);
    await db.thumbnails.bulkPut(thumbnails);
    for (const { service } of copy.openInspections) {
      const ref = { id: service.id };
      const pending = await db.outbox
        .filter(
          (item) =>
            item.state !== 'verified' && 'service' in item && serviceKey(item.service) === serviceKey(ref),
        )
        .count();
      if (pending === 0) await db.services.put({ key: serviceKey(ref), service });
    }
  });
  return bytes;
};

/** Asks the browser to keep the field store when space runs short; answers whether it will. */
export const askPersistentStorage = async (): Promise<boolean | null> =>
  navigator.storage?.persist ? navigator.storage.persist() : null;

/** Removes a prepared property from the device; refused while anything saved for it is not yet synced. */
export const removePreparedProperty = async (db: FieldDb, propertyId: number): Promise<boolean> =>
  db.transaction('rw', [db.properties, db.outbox, db.photoFiles], async () => {
    const items = await db.outbox.where('propertyId').equals(propertyId).toArray();
    if (items.some((item) => item.state !== 'verified')) return false;
    await db.outbox.bulkDelete(items.map((item) => item.seq as number));
    await db.photoFiles.bulkDelete(items.map((item) => item.clientId));
    await db.properties.delete(propertyId);
    return true;
  });
