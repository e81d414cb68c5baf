import { z } from 'zod';
import { ListLimits } from '../list-limits';
import { messages } from '../messages';
import { bounded, optionId, orNull, requiredText, savedVersion, uniqueValues, usDate } from '../validators';
import { LetterLimits, letterKindIds, letterMessages, unknownPlaceholders } from './letters.rules';

const kind = z.enum(letterKindIds, { error: messages.required('Kind') });

/** A template's body: bounded, and only the fixed placeholders (the 400 names the unknown ones). */
const templateBody = requiredText('Body', { max: LetterLimits.templateBody }).check((ctx) => {
  const unknown = unknownPlaceholders(ctx.value);
  if (unknown.length > 0)
    ctx.issues.push({
      code: 'custom',
      input: ctx.value,
      message: letterMessages.unknownPlaceholders(unknown),
    });
});

const templateFields = {
  name: requiredText('Name', { max: LetterLimits.templateName }),
  kind,
  body: templateBody,
};

export const letterTemplateCreateSchema = z.object(templateFields);
export type LetterTemplateCreate = z.infer<typeof letterTemplateCreateSchema>;
export const letterTemplateUpdateSchema = z.object({
  id: optionId('Letter Template'),
  version: savedVersion,
  ...templateFields,
});
export type LetterTemplateUpdate = z.infer<typeof letterTemplateUpdateSchema>;

export const letterTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind,
  body: z.string(),
  version: z.number().int(),
});
export type LetterTemplate = z.infer<typeof letterTemplateSchema>;

/** The letter's subject: a violation case, an owner's request, or a property (exactly one). */
const subjectShape = {
  templateId: optionId('Letter Template'),
  caseId: orNull(optionId('Violation Case')),
  propertyId: orNull(optionId('Property')),
  requestId: orNull(optionId('Owner Request')),
};
const oneSubject = <T extends { caseId: number | null; propertyId: number | null; requestId: number | null }>(
  value: T,
) => [value.caseId, value.propertyId, value.requestId].filter((id) => id !== null).length === 1;

export const letterSubjectSchema = z
  .object(subjectShape)
  .refine(oneSubject, { error: letterMessages.oneSubject, path: ['caseId'] });
export type LetterSubject = z.infer<typeof letterSubjectSchema>;

export const letterSendSchema = z
  .object({ ...subjectShape, sentOn: usDate('Date Sent', { notInFuture: true }) })
  .refine(oneSubject, { error: letterMessages.oneSubject, path: ['caseId'] });
export type LetterSend = z.infer<typeof letterSendSchema>;
/** What the page sends: the subjects it does not name may be left out (they are null). */
export type LetterSendInput = z.input<typeof letterSendSchema>;

/** A letter made from a template, not yet kept: what the page previews. */
export const letterPreviewSchema = z.object({
  templateId: z.number().int(),
  templateName: z.string(),
  kind,
  recipients: z.string(),
  body: z.string(),
});
export type LetterPreview = z.infer<typeof letterPreviewSchema>;

/** A letter recorded as sent: the text as it was sent, kept. */
export const letterSchema = z.object({
  id: z.number().int(),
  propertyId: z.number().int(),
  caseId: z.number().int().nullable(),
  requestId: z.number().int().nullable(),
  templateId: z.number().int().nullable(),
  templateName: z.string(),
  kind,
  sentOn: z.string(),
  recipients: z.string(),
  body: z.string(),
  sentByName: z.string(),
});
export type Letter = z.infer<typeof letterSchema>;

export const mergeSources = ['staffLead', 'Property', 'Instrument'] as const;
export type MergeSource = (typeof mergeSources)[number];

/**
 * A mail merge: a template and a set — every instrument whose Staff Lead is the user, or the ids of an
 * Advanced Search's results (as Export Results sends them) — as one Word file or a zip of one per letter.
 */
export const letterMergeSchema = z
  .object({
    templateId: optionId('Letter Template'),
    source: z.enum(mergeSources, { error: messages.required('Set') }),
    staffLeadId: orNull(optionId('Staff Lead')),
    ids: bounded(uniqueValues('Record', z.array(optionId('Record'))), {
      field: 'Records',
      max: ListLimits.searchExportIds,
    }).default([]),
    format: z.enum(['docx', 'zip'], { error: messages.required('Format') }),
    /** When given, each letter of the merge is recorded as sent on this day; blank records nothing. */
    sentOn: orNull(usDate('Record as Sent On', { notInFuture: true })),
  })
  .refine((m) => m.source !== 'staffLead' || m.staffLeadId !== null, {
    error: messages.required('Staff Lead'),
    path: ['staffLeadId'],
  });
export type LetterMerge = z.infer<typeof letterMergeSchema>;
