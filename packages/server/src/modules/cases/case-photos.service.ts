import {
  type CaseAddedPhoto,
  type CasePhotosAdd,
  caseMessages,
  casePhotoAddRefusal,
  type ViolationCase,
} from '@app/domain';
import type { Caller } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/tx';
import { fieldError, notFound } from '../../lib/errors';
import {
  addedPhotoIds,
  deleteCasePhoto,
  insertCasePhotos,
  listPhotoChoiceRows,
  photoCandidates,
} from './case-photos.repo';
import { lockCaseRow } from './cases.repo';
import { readCase } from './cases.service';

/** GET case/{id}/photoChoices: the property's inspections' kept photos not yet the case's evidence. */
export const listCasePhotoChoices = async (db: Db, caseId: number): Promise<CaseAddedPhoto[]> => {
  const found = await readCase(db, caseId);
  if (!found) throw notFound(caseMessages.notFound);
  return listPhotoChoiceRows(db, {
    caseId,
    propertyId: found.propertyId,
    observationId: found.observation?.id ?? null,
  });
};

/**
 * POST case/{id}/photos: links photos of the property's inspections to the case (Staff and Admin). A
 * photo already its evidence (its observation's, or added before) is left as it is, so a double
 * submit adds nothing twice; a photo not offered is refused at its place and nothing is added. The
 * case's version stays (as its document folder's): an Edit form opened before is not refused.
 */
export const addCasePhotos = (db: Db, caseId: number, input: CasePhotosAdd, { actor }: Caller) =>
  inTransaction(db, async (tx): Promise<ViolationCase> => {
    const found = await lockCaseRow(tx, caseId);
    if (!found) throw notFound(caseMessages.notFound);
    const candidates = await photoCandidates(tx, input.photoIds, found.propertyId);
    const evidence = { observationId: found.observationId, addedPhotoIds: await addedPhotoIds(tx, caseId) };
    const adding: number[] = [];
    input.photoIds.forEach((photoId, index) => {
      const refusal = casePhotoAddRefusal(candidates.get(photoId), evidence);
      if (refusal === 'notOffered') throw fieldError(`photoIds.${index}`, caseMessages.photoNotOffered);
      if (refusal === null) adding.push(photoId);
    });
    await insertCasePhotos(tx, actor, caseId, adding);
    return (await readCase(tx, caseId)) as ViolationCase;
  });

/** DELETE case/{id}/photos/{photoId}: the photo leaves the case's evidence (it stays on its inspection). */
export const removeCasePhoto = (
  db: Db,
  { caseId, photoId }: { caseId: number; photoId: number },
  { actor }: Caller,
) =>
  inTransaction(db, async (tx): Promise<ViolationCase> => {
    if (!(await lockCaseRow(tx, caseId))) throw notFound(caseMessages.notFound);
    if (!(await deleteCasePhoto(tx, actor, caseId, photoId))) throw notFound(caseMessages.photoNotInCase);
    return (await readCase(tx, caseId)) as ViolationCase;
  });
