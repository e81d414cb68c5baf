import type {
  Letter,
  LetterMerge,
  LetterPreview,
  LetterSendInput,
  LetterTemplate,
  LetterTemplateCreate,
  LetterTemplateUpdate,
} from '@app/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { getFile, getJson, saveFile, sendJson } from '../../../lib/api-client';

/** What a letter is written for: a violation case, an owner's request, or a property. */
export type LetterFor = { caseId: number } | { requestId: number } | { propertyId: number };

/** The subject as the API names it: `caseId=12`, `requestId=4` or `propertyId=6`. */
const subjectEntry = (subject: LetterFor): [string, number] =>
  'caseId' in subject
    ? ['caseId', subject.caseId]
    : 'requestId' in subject
      ? ['requestId', subject.requestId]
      : ['propertyId', subject.propertyId];

const sentPath = (subject: LetterFor) =>
  'caseId' in subject
    ? `/case/${subject.caseId}/letters`
    : 'requestId' in subject
      ? `/ownerRequest/${subject.requestId}/letters`
      : `/property/${subject.propertyId}/letters`;

export const letterKeys = {
  all: ['letters'] as const,
  templates: () => [...letterKeys.all, 'templates'] as const,
  of: (subject: LetterFor) => [...letterKeys.all, 'sent', subject] as const,
  preview: (templateId: number, subject: LetterFor) =>
    [...letterKeys.all, 'preview', templateId, subject] as const,
};

const subjectParams = (templateId: number, subject: LetterFor) => {
  const [key, id] = subjectEntry(subject);
  return new URLSearchParams({ templateId: String(templateId), [key]: String(id) }).toString();
};

export const letterQueries = {
  /** GET letterTemplates: every template, by name. */
  templates: () =>
    queryOptions({
      queryKey: letterKeys.templates(),
      queryFn: ({ signal }) => getJson<LetterTemplate[]>('/letterTemplates', signal),
    }),
  /** GET case/{id}/letters, ownerRequest/{id}/letters or property/{id}/letters: the letters sent, newest first. */
  sent: (subject: LetterFor) =>
    queryOptions({
      queryKey: letterKeys.of(subject),
      queryFn: ({ signal }) => getJson<Letter[]>(sentPath(subject), signal),
    }),
  /** GET letter/preview: the letter as it would be sent today. */
  preview: (templateId: number, subject: LetterFor) =>
    queryOptions({
      queryKey: letterKeys.preview(templateId, subject),
      queryFn: ({ signal }) =>
        getJson<LetterPreview>(`/letter/preview?${subjectParams(templateId, subject)}`, signal),
      staleTime: 0,
    }),
};

/** GET letter/docx: the letter as a Word document, saved under the server's name. */
export const downloadLetter = async (templateId: number, subject: LetterFor) =>
  saveFile(
    await getFile(`/letter/docx?${subjectParams(templateId, subject)}`, { defaultFileName: 'Letter.docx' }),
  );

/** GET letter/{id}/docx: a letter sent, again, from the text kept. */
export const downloadSentLetter = async (letterId: number) =>
  saveFile(await getFile(`/letter/${letterId}/docx`, { defaultFileName: `Letter-${letterId}.docx` }));

/** POST letter/merge: the merged letters, one Word file or a zip. */
export const downloadMerge = async (input: LetterMerge) =>
  saveFile(
    await getFile('/letter/merge', {
      method: 'POST',
      body: input,
      defaultFileName: input.format === 'zip' ? 'Letters.zip' : 'Letters.docx',
    }),
  );

/** POST letter/send: the letter kept as sent; the case's, the request's and the property's lists refresh. */
export const useSendLetter = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LetterSendInput) => sendJson<Letter>('POST', '/letter/send', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...letterKeys.all, 'sent'] }),
  });
};

/** POST letterTemplates/create or update (Admins). */
export const useSaveTemplate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LetterTemplateCreate | LetterTemplateUpdate) =>
      'id' in input
        ? sendJson<LetterTemplate>('POST', '/letterTemplates/update', input)
        : sendJson<LetterTemplate>('POST', '/letterTemplates/create', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: letterKeys.all }),
  });
};
