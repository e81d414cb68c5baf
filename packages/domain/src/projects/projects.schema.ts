import { z } from 'zod';
import { imageMessages } from '../image-header';
import { ListLimits } from '../list-limits';
import { messages } from '../messages';
import {
  bounded,
  boxFolderId,
  countValues,
  MaxIntegerId,
  optionalText,
  optionId,
  orNull,
  requiredText,
  savedVersion,
  wholeNumber,
} from '../validators';

/** Spec 2 §5/§9 and spec 3 §5 limits of the project forms. */
export const ProjectLimits = {
  nameMax: 50,
  descriptionMin: 2,
  descriptionMax: 1000,
  propertyNameMax: 50,
  instrumentNotesMax: 1500,
  /** Box folder ids are digits; the database holds at most 30 of them. */
  folderIdMax: 30,
} as const;

/** A photo fills a 490x330 area: 2 MB is plenty for that and keeps the stored data URI small. */
export const ProjectPhotoMaxBytes = 2 * 1024 * 1024;

/** Spec 1 §2/§9: the home name search needs 3 characters and shows up to 10 results. */
export const NameSearchMinLength = 3;
export const NameSearchLimit = 10;

/** Open reviews on the summary are paged; the spec leaves the sizes open (decisions: 5 to start, like card lists). */
export const OpenReviewsPageSize = 5;
export const MaxPageSize = 100;

/** The project texts of spec 2 §5/§8 and spec 3 §5, and ours where the spec does not word one. */
export const projectMessages = {
  primaryContactRequired: 'Primary Contact is required.',
  /** The spec's spelling. */
  additionalLocalityRequired: 'Select Additonal Locality or remove this row.',
  optionNotOffered: (field: string) => `The selected ${field} is no longer offered. Choose another one.`,
  photoRequired: 'Choose a photo to upload.',
  photoNotImage: imageMessages.notImage,
  photoTooLarge: `The photo may not be larger than ${ProjectPhotoMaxBytes / 1024 / 1024} MB.`,
  deleteAdminOnly: 'Only an Admin can delete a Project.',
} as const;

/** An additional locality row: required while the row exists (the form removes a row instead). */
const additionalLocalityId = z
  .union([z.string(), z.number(), z.null()], { error: projectMessages.additionalLocalityRequired })
  .transform((raw, ctx) => {
    const text = raw === null ? '' : String(raw).trim();
    const id = Number(text);
    if (/^\d+$/.test(text) && id >= 1 && id <= MaxIntegerId) return id;
    ctx.addIssue({ code: 'custom', message: projectMessages.additionalLocalityRequired, input: raw });
    return z.NEVER;
  });

/**
 * The first property of a new project (spec 2 §2, New Property): its name, one primary locality and
 * any additional ones; a locality is never chosen twice, primary included.
 */
export const newProjectPropertySchema = z
  .object(
    {
      name: requiredText('Property Name', { max: ProjectLimits.propertyNameMax }),
      primaryLocalityId: optionId('Primary Locality'),
      additionalLocalityIds: bounded(z.array(additionalLocalityId), {
        field: 'Additional Localities',
        max: ListLimits.additionalLocalities,
      }).default([]),
    },
    { error: messages.required('Property') },
  )
  .check((ctx) => {
    const { primaryLocalityId, additionalLocalityIds } = ctx.value;
    const counts = countValues(additionalLocalityIds);
    additionalLocalityIds.forEach((id, index) => {
      if (id === primaryLocalityId || (counts.get(id) ?? 0) > 1)
        ctx.issues.push({
          code: 'custom',
          message: messages.unique('Locality'),
          input: id,
          path: ['additionalLocalityIds', index],
        });
    });
  });

/** The staff lead selector's synthetic 'None' (id 0) means no choice: the server uses the current user. */
const staffLeadId = z.preprocess(
  (value) => (value === 0 || value === '0' ? null : value),
  orNull(optionId('Staff Lead')),
);

/** The first instrument of a new project (spec 3 §5: agreement type and primary contact required). */
export const firstInstrumentSchema = z.object(
  {
    agreementTypeId: optionId('Agreement Type'),
    primaryContactCrmId: z
      .string({ error: projectMessages.primaryContactRequired })
      .trim()
      .min(1, { error: projectMessages.primaryContactRequired, abort: true })
      .max(50, { error: messages.maxLength('Primary Contact', 50) }),
    staffLeadId,
    notes: optionalText('Instrument Notes', { max: ProjectLimits.instrumentNotesMax }),
  },
  { error: messages.required('Instrument') },
);

/** POST project/create: the project with its first instrument and first property, saved all or nothing. */
export const projectCreateSchema = z.object({
  name: requiredText('Project Name', { max: ProjectLimits.nameMax }),
  description: orNull(
    requiredText('Description', { min: ProjectLimits.descriptionMin, max: ProjectLimits.descriptionMax }),
  ),
  instrument: firstInstrumentSchema,
  property: newProjectPropertySchema,
});
export type ProjectCreateInput = z.input<typeof projectCreateSchema>;
export type ProjectCreate = z.infer<typeof projectCreateSchema>;

/** POST project/{id}/update: the minimum description length applies on create only (spec 2 §5). */
export const projectUpdateSchema = z.object({
  name: requiredText('Project Name', { max: ProjectLimits.nameMax }),
  description: optionalText('Description', { max: ProjectLimits.descriptionMax }),
  statusId: optionId('Status'),
  version: savedVersion,
});
export type ProjectUpdateInput = z.input<typeof projectUpdateSchema>;
export type ProjectUpdate = z.infer<typeof projectUpdateSchema>;

/** PATCH project/{id}/updateDocumentFolder; a version, when sent, guards against a stale page. */
export const documentFolderUpdateSchema = z.object({
  folderId: boxFolderId.refine((id) => id.length <= ProjectLimits.folderIdMax, {
    error: messages.maxLength('Box Folder ID', ProjectLimits.folderIdMax),
  }),
  version: savedVersion.optional(),
});
export type DocumentFolderUpdate = z.infer<typeof documentFolderUpdateSchema>;

export const documentFolderResultSchema = z.object({
  documentFolderId: z.string(),
  version: z.number().int(),
});

/** GET project/searchByName and property/searchByName (spec 1 §2: required, at least 3 characters). */
export const nameSearchQuerySchema = z.object({
  name: requiredText('Name', { min: NameSearchMinLength, max: 100 }),
});

export const nameSearchResultSchema = z.object({
  results: z.array(z.object({ id: z.number().int(), name: z.string(), projectId: z.number().int() })),
  /** More than {@link NameSearchLimit} matched: the page says to use Advanced Search. */
  resultLimitExceeded: z.boolean(),
});
export type NameSearchResult = z.infer<typeof nameSearchResultSchema>;

/** A page number or size from a query string: missing means `fallback`, bounded to 1..`max`. */
export const pageNumber = (field: string, fallback: number, max: number) =>
  orNull(wholeNumber(field, { maxLength: 6 }))
    .transform((value) => value ?? fallback)
    .refine((value) => value >= 1, { error: messages.minValue(field, 1) })
    .refine((value) => value <= max, { error: messages.maxValue(field, max) });

export const openReviewsQuerySchema = z.object({
  page: pageNumber('Page', 1, 999_999),
  pageSize: pageNumber('Page Size', OpenReviewsPageSize, MaxPageSize),
});

/** An instrument's or a service's event on the summary (latest events); exactly one parent id is set. */
export const projectEventSchema = z.object({
  id: z.number().int(),
  eventTypeId: z.number().int(),
  eventTypeName: z.string(),
  /** An instant (ISO); shown as a New York date. */
  date: z.string(),
  notes: z.string().nullable(),
  createdByName: z.string().nullable(),
  instrumentId: z.number().int().nullable(),
  serviceId: z.number().int().nullable(),
});
export type ProjectEvent = z.infer<typeof projectEventSchema>;

/**
 * GET project/get/{id}. `acres` is the total calculated acres of the current properties (null when none
 * has any); `localityName` the distinct locality names of the current properties, sorted, joined '; '.
 * The photo is fetched on its own (GET project/{id}/photo).
 */
export const projectSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.string(),
  statusId: z.number().int(),
  description: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  lastEditedByName: z.string().nullable(),
  lastEditedAt: z.string(),
  photoBoxId: z.string().nullable(),
  documentFolderId: z.string().nullable(),
  partnershipGrantsExist: z.boolean(),
  latestEvents: z.array(projectEventSchema),
  acres: z.number().nullable(),
  localityName: z.string().nullable(),
  version: z.number().int(),
});
export type Project = z.infer<typeof projectSchema>;

export const projectCreatedSchema = z.object({ id: z.number().int() });

/** DELETE project/delete/{id}: the notice the page shows afterwards (spec 2 §8). */
export const projectDeletedSchema = z.object({ id: z.number().int(), notice: z.string() });

/** A property in the project's lists (GET project/{id}/properties). */
export const projectPropertySchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  statusId: z.number().int(),
  calculatedAcres: z.number().nullable(),
  acres: z.number().nullable(),
});
export type ProjectProperty = z.infer<typeof projectPropertySchema>;

export const currentPropertySchema = projectPropertySchema.pick({ id: true, calculatedAcres: true });

/** GET project/{id}/getvalidpropertiesbyservice/{serviceId}: may include other projects' properties. */
export const validServicePropertySchema = projectPropertySchema.extend({ projectId: z.number().int() });

/** GET project/{id}/latestPropertyLocality: the New Property form's default primary locality. */
export const latestPropertyLocalitySchema = z.object({ localityId: z.number().int(), name: z.string() });
export type LatestPropertyLocality = z.infer<typeof latestPropertyLocalitySchema>;

/** Allowed, existing and remaining of one measure; remaining below zero means more exists than allowed. */
export const rightsFigureSchema = z.object({
  allowed: z.number(),
  existing: z.number(),
  remaining: z.number(),
});
export type RightsFigure = z.infer<typeof rightsFigureSchema>;

export const developmentRightsSchema = z.object({
  properties: rightsFigureSchema,
  dwellingUnits: rightsFigureSchema,
  finishedArea: rightsFigureSchema,
  imperviousArea: rightsFigureSchema,
});
export type DevelopmentRights = z.infer<typeof developmentRightsSchema>;

export const developmentRightsSummarySchema = z.object({
  projectId: z.number().int(),
  ...developmentRightsSchema.shape,
});

/** GET project/{id}/services: a multi-property service shows in every project it reaches. */
export const projectServiceSchema = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  typeIds: z.array(z.number().int()),
  statusId: z.number().int(),
  /** YYYY-MM-DD. */
  openDate: z.string(),
  isMultiProperty: z.boolean(),
  primaryProjectId: z.number().int(),
});
export type ProjectService = z.infer<typeof projectServiceSchema>;

/** An open review on the summary, with its parent for the View link (spec 2 §3). */
export const openReviewSchema = z.object({
  id: z.number().int(),
  assigneeName: z.string(),
  assignerName: z.string(),
  /** YYYY-MM-DD. */
  openDate: z.string(),
  instrumentId: z.number().int().nullable(),
  serviceId: z.number().int().nullable(),
});
export type OpenReview = z.infer<typeof openReviewSchema>;

export const openReviewsPageSchema = z.object({
  items: z.array(openReviewSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type OpenReviewsPage = z.infer<typeof openReviewsPageSchema>;
