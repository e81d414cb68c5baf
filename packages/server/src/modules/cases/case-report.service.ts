import type { Db } from '../../db/client';
import type { ReportPhoto } from '../../exports/inspection-photos-docx';
import { listObservations, listPhotos, reportPhotos } from '../services/api';
import { getCase } from './cases.service';

/** The evidence photos: the observation's kept photos, as the inspection report prints them. */
const evidencePhotos = async (db: Db, observation: { id: number; serviceId: number } | null) => {
  if (!observation) return [] as ReportPhoto[];
  const [photos, observations] = await Promise.all([
    listPhotos(db, observation.serviceId),
    listObservations(db, observation.serviceId),
  ]);
  return reportPhotos(
    db,
    photos.filter((p) => p.observationId === observation.id),
    observations,
  );
};

/** GET case/{id}/report: the case report for the board as a Word document (404 for a missing case). */
export const exportCaseReport = async (db: Db, id: number) => {
  const found = await getCase(db, id);
  const photos = await evidencePhotos(db, found.observation);
  // docx is loaded by the first report, not at every start of the server.
  const { caseReportFileName, writeCaseReportDocx } = await import('../../exports/case-report-docx');
  return { fileName: caseReportFileName(id), buffer: await writeCaseReportDocx(found, photos) };
};
