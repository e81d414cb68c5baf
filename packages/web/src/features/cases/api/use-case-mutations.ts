import type { CaseCreate, CaseStepCreate, CaseUpdate, ViolationCase } from '@app/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '../../../lib/api-client';
import { caseKeys } from './case-queries';

/** A case's change shows on its property's card and its own page: every case query is refreshed. */
const useCaseMutation = <T>(send: (input: T) => Promise<ViolationCase>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (saved) => {
      queryClient.setQueryData(caseKeys.detail(saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: caseKeys.all });
    },
  });
};

export const useOpenCase = () =>
  useCaseMutation((input: CaseCreate) => sendJson<ViolationCase>('POST', '/case/create', input));

export const useAddCaseStep = () =>
  useCaseMutation((input: CaseStepCreate) => sendJson<ViolationCase>('POST', '/case/step', input));

export const useEditCase = () =>
  useCaseMutation((input: CaseUpdate) => sendJson<ViolationCase>('POST', '/case/update', input));

/** PATCH case/{id}/updateDocumentFolder: the folder of the case's letters and answers. */
export const useUpdateCaseFolder = (caseId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (folderId: string) => sendJson('PATCH', `/case/${caseId}/updateDocumentFolder`, { folderId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: caseKeys.detail(caseId) }),
  });
};

/** POST case/{id}/photos: photos of the property's inspections added to the case's evidence. */
export const useAddCasePhotos = (caseId: number) =>
  useCaseMutation((photoIds: number[]) =>
    sendJson<ViolationCase>('POST', `/case/${caseId}/photos`, { photoIds }),
  );

/** DELETE case/{id}/photos/{photoId}: an added photo leaves the case (it stays on its inspection). */
export const useRemoveCasePhoto = (caseId: number) =>
  useCaseMutation((photoId: number) =>
    sendJson<ViolationCase>('DELETE', `/case/${caseId}/photos/${photoId}`),
  );
