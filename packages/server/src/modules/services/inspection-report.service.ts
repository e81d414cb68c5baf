import { type Observation, type Photo, readImageHeader, serviceReachesProject } from '@app/domain';
import type { Db } from '../../db/client';
import { readAll } from '../../db/tx';
import type { ReportPhoto } from '../../exports/inspection-photos-docx';
import { notFound } from '../../lib/errors';
import { listServiceCases } from '../cases/api';
import { listRecordContacts } from '../contacts/api';
import {
  contactRoleNames,
  getProjectName,
  imagerySourceNames,
  listLocalityNames,
  listServiceEventRows,
} from './inspection-report.repo';
import { listObservations } from './observations.service';
import { listPhotoRows, readThumbnail } from './photos.repo';
import { getService, listAssociatedProperties } from './services.service';

/**
 * The photos as the report prints them, with their thumbnails read one at a time (a photo whose
 * thumbnail cannot be read is printed without it rather than failing the whole report).
 */
export const reportPhotos = async (db: Db, photos: Photo[], observations: Observation[]) => {
  const observationNames = new Map(observations.map((o) => [o.id, o.name]));
  const printed: ReportPhoto[] = [];
  for (const photo of photos) {
    const bytes = await readThumbnail(db, photo.id);
    const header = readImageHeader(bytes);
    printed.push({
      ...photo,
      observationName:
        photo.observationId === null ? null : (observationNames.get(photo.observationId) ?? null),
      thumbnail: header ? { bytes, width: header.width, height: header.height } : null,
    });
  }
  return printed;
};

/**
 * GET service/{id}/ExportInspectionFormReport/{project_id}: the Word inspection form. The project is
 * the one the page shows (a multi-property service reaches several); it names the form's header. A
 * project the service does not reach answers 404.
 */
export const exportInspectionForm = async (db: Db, { id, projectId }: { id: number; projectId: number }) => {
  const [service, properties, observations, photos, events, contacts, projectName, sources, roles, cases] =
    await readAll(db, [
      () => getService(db, id),
      () => listAssociatedProperties(db, id),
      () => listObservations(db, id),
      () => listPhotoRows(db, id),
      () => listServiceEventRows(db, id),
      () => listRecordContacts(db, { type: 'service', id }),
      () => getProjectName(db, projectId),
      () => imagerySourceNames(db),
      () => contactRoleNames(db),
      () => listServiceCases(db, id),
    ]);
  // The header names the project the page shows: one the service reaches, never any project's name.
  const reaches = serviceReachesProject(
    service.primaryProjectId,
    properties.map((p) => p.projectId),
    projectId,
  );
  if (projectName === undefined || !reaches) throw notFound('Project not found.');
  const localityNames = await listLocalityNames(
    db,
    properties.map((p) => p.id),
  );
  // docx is loaded by the first report, not at every start of the server.
  const { inspectionFormFileName, writeInspectionFormDocx } = await import(
    '../../exports/inspection-form-docx'
  );
  const buffer = await writeInspectionFormDocx({
    service,
    projectId,
    projectName,
    properties: properties.map((p) => ({ ...p, localityNames: localityNames.get(p.id) ?? [] })),
    imagerySourceNames: {
      before: service.beforeSource === null ? null : (sources.get(service.beforeSource) ?? null),
      after: service.afterSource === null ? null : (sources.get(service.afterSource) ?? null),
    },
    observations,
    cases,
    photos: await reportPhotos(db, photos, observations),
    events,
    contacts: contacts.map((c) => ({
      name: c.crmContact.name,
      address: c.crmContact.address,
      email: c.crmContact.email,
      phones: c.crmContact.phones.map((phone) => `${phone.type}: ${phone.number}`),
      roles: c.roleIds.map((roleId) => roles.get(roleId) ?? String(roleId)),
      notes: c.notes,
    })),
  });
  return { fileName: inspectionFormFileName(id), buffer };
};
