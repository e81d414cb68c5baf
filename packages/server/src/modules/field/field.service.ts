import {
  type FieldInspection,
  FieldPastInspections,
  type FieldProperty,
  ServiceCategory,
  ServiceStatus,
} from '@app/domain';
import type { Db } from '../../db/client';
import { inSnapshot, readAll } from '../../db/tx';
import { listRecordContacts } from '../contacts/api';
import { listBuildingAreas, listConservationPurposes, listProtectionAreas } from '../instrument-details/api';
import { getInstrument } from '../instruments/api';
import { getProperty, listBuiltEnvironmentFeatures, readPropertyBoundary } from '../properties/api';
import { getService, listObservations, listPhotos, listPropertyPhotoPoints } from '../services/api';
import { getPropertyInspectionSchedule } from '../stewardship/api';

const inspectionOf = async (db: Db, serviceId: number): Promise<FieldInspection> => {
  const [service, observations, photos] = await readAll(db, [
    () => getService(db, serviceId),
    () => listObservations(db, serviceId),
    () => listPhotos(db, serviceId),
  ]);
  return { service, observations, photos };
};

const instrumentOf = async (db: Db, instrumentId: number) => {
  const [instrument, conservationPurposes, buildingAreas, protectionAreas, contacts] = await readAll(db, [
    () => getInstrument(db, instrumentId),
    () => listConservationPurposes(db, instrumentId),
    () => listBuildingAreas(db, instrumentId),
    () => listProtectionAreas(db, instrumentId),
    () => listRecordContacts(db, { type: 'instrument', id: instrumentId }),
  ]);
  return { instrument, conservationPurposes, buildingAreas, protectionAreas, contacts };
};

/**
 * GET field/property/{id}: the property as a monitor needs it with no signal, read in one snapshot so
 * the copy on the device is of one moment (a service's version matches its observations).
 */
export const getFieldProperty = (db: Db, propertyId: number): Promise<FieldProperty> =>
  inSnapshot(db, async (snapshot) => {
    const property = await getProperty(snapshot, propertyId);
    const inspections = property.propertyServices.filter((s) => s.categoryId === ServiceCategory.Inspection);
    const open = inspections.filter((s) => s.statusId !== ServiceStatus.Closed);
    const past = inspections
      .filter((s) => s.statusId === ServiceStatus.Closed)
      .toSorted((a, b) => b.openDate.localeCompare(a.openDate) || b.id - a.id)
      .slice(0, FieldPastInspections);
    const [
      features,
      schedule,
      contacts,
      instruments,
      openInspections,
      pastInspections,
      photoPoints,
      boundary,
    ] = await readAll(snapshot, [
      () => listBuiltEnvironmentFeatures(snapshot, propertyId),
      () => getPropertyInspectionSchedule(snapshot, propertyId),
      () => listRecordContacts(snapshot, { type: 'property', id: propertyId }),
      () =>
        readAll(
          snapshot,
          property.propertyInstruments.map((link) => () => instrumentOf(snapshot, link.instrumentId)),
        ),
      () =>
        readAll(
          snapshot,
          open.map((s) => () => inspectionOf(snapshot, s.id)),
        ),
      () =>
        readAll(
          snapshot,
          past.map((s) => () => inspectionOf(snapshot, s.id)),
        ),
      () => listPropertyPhotoPoints(snapshot, propertyId),
      () => readPropertyBoundary(snapshot, propertyId).then((answer) => answer.boundary),
    ]);
    return {
      preparedAt: new Date().toISOString(),
      property,
      features,
      schedule,
      contacts,
      instruments,
      openInspections,
      pastInspections,
      photoPoints,
      boundary,
    };
  });
