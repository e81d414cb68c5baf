import type { Photo, ViolationCase } from '@app/domain';
import type { Db } from '../../db/client';
import type { ReportPhoto } from '../../exports/inspection-photos-docx';
import { listObservations, listPhotos, reportPhotos } from '../services/api';
import { getCase } from './cases.service';

/**
 * The evidence photos, as the inspection report prints them: the observation's kept photos (in the
 * order taken), then the photos added to the case (in the order added), each read from its inspection.
 */
const evidencePhotos = async (db: Db, found: ViolationCase): Promise<ReportPhoto[]> => {
  const { observation, addedPhotos } = found;
  const serviceIds = [
    ...new Set([...(observation ? [observation.serviceId] : []), ...addedPhotos.map((p) => p.serviceId)]),
  ];
  const services = await Promise.all(
    serviceIds.map(async (id) => ({
      photos: await listPhotos(db, id),
      observations: await listObservations(db, id),
    })),
  );
  const photos = new Map<number, Photo>(services.flatMap((s) => s.photos.map((p) => [p.id, p] as const)));
  const chosen = [
    ...(observation ? services[0].photos.filter((p) => p.observationId === observation.id) : []),
    ...addedPhotos.flatMap((p) => photos.get(p.id) ?? []),
  ];
  return reportPhotos(
    db,
    chosen,
    services.flatMap((s) => s.observations),
  );
};

/** GET case/{id}/report: the case report for the board as a Word document (404 for a missing case). */
export const exportCaseReport = async (db: Db, id: number) => {
  const found = await getCase(db, id);
  const photos = await evidencePhotos(db, found);
  // docx is loaded by the first report, not at every start of the server.
  const { caseReportFileName, writeCaseReportDocx } = await import('../../exports/case-report-docx');
  return { fileName: caseReportFileName(id), buffer: await writeCaseReportDocx(found, photos) };
};
