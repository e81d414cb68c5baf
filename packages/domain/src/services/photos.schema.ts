import { z } from 'zod';
import { optionalText } from '../validators';
import { photoPointChoiceSchema } from './photo-points.schema';

export const PhotoLimits = {
  /** The largest photo file the server takes. */
  maxBytes: 25 * 1024 * 1024,
  /** One PATCH of an upload carries at most this much: an interrupted upload resumes from its last chunk. */
  chunkBytes: 1024 * 1024,
  captionMax: 250,
  /** The longest side of the copy the pages show. */
  thumbnailSide: 480,
} as const;

export const photoMessages = {
  tooLarge: `The photo may not be larger than ${PhotoLimits.maxBytes / 1024 / 1024} MB.`,
  wrongOffset: (offset: number) => `The upload continues from byte ${offset}.`,
  chunkTooLarge: `A part of an upload may not be larger than ${PhotoLimits.chunkBytes / 1024 / 1024} MB.`,
  beyondSize: 'The upload is longer than the size it declared.',
  hashMismatch: 'The photo arrived damaged (its SHA-256 does not match); send it again.',
  uploadNotFound: 'The upload could not be found.',
  photoNotFound: 'The photo could not be found.',
  uploadOfOtherService: 'This upload id is already used for another photo.',
  observationNotOnService: 'The Observation is not one of this Service.',
  /** Exactly the types the server keeps (sharp decodes more, GIF and TIFF among them: refused). */
  notPhoto: 'The photo must be a JPEG, PNG or WebP image.',
  uploadDeleted: 'This photo was deleted. An Admin can restore it from the History card.',
  restoreAdminOnly: 'Only an Admin can restore a deleted photo.',
  notRestorable: 'The deleted photo could not be found. It may have been restored, or kept past its time.',
} as const;

/** A SHA-256 as lower-case hex: what the device computed and the server confirms. */
export const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/, 'The SHA-256 must be 64 hexadecimal characters.');

const coordinate = (field: string, limit: number) =>
  z
    .number({ error: `The ${field} must be a number.` })
    .min(-limit, `The ${field} must be between -${limit} and ${limit}.`)
    .max(limit, `The ${field} must be between -${limit} and ${limit}.`);

/**
 * What the page records when a photo is taken (browsers strip EXIF, so position, heading and time
 * come from the page): position and accuracy from Geolocation, heading from the device or typed.
 */
export const photoDetailsSchema = z.object({
  caption: optionalText('Caption', { max: PhotoLimits.captionMax }),
  takenAt: z.iso.datetime({ offset: true, error: 'The time the photo was taken must be a date and time.' }),
  latitude: coordinate('Latitude', 90).nullable().default(null),
  longitude: coordinate('Longitude', 180).nullable().default(null),
  accuracyMeters: z.number().min(0).max(100_000).nullable().default(null),
  headingDegrees: z
    .number({ error: 'The Heading must be a number of degrees.' })
    .min(0, 'The Heading must be from 0 to 360 degrees.')
    .max(360, 'The Heading must be from 0 to 360 degrees.')
    .nullable()
    .default(null),
  observationId: z.number().int().positive().nullable().default(null),
  /** Marks the photo as a photo point of the property: an existing point, or a new one by name. */
  photoPoint: photoPointChoiceSchema.nullable().default(null),
});

/** POST service/{id}/photos/upload: starts (or, with the same clientId, finds again) a photo's upload. */
export const photoUploadStartSchema = photoDetailsSchema.extend({
  /** Made on the device when the photo is taken: a replay of the same upload never makes a second photo. */
  clientId: z.uuid('The upload id must be a UUID.'),
  sizeBytes: z.number().int().min(1).max(PhotoLimits.maxBytes, photoMessages.tooLarge),
  sha256: sha256Hex,
});
export type PhotoUploadStart = z.input<typeof photoUploadStartSchema>;

export const photoSchema = z.object({
  id: z.number().int(),
  serviceId: z.number().int(),
  clientId: z.string(),
  sha256: z.string(),
  sizeBytes: z.number().int(),
  contentType: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  caption: z.string().nullable(),
  takenAt: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  accuracyMeters: z.number().nullable(),
  headingDegrees: z.number().nullable(),
  observationId: z.number().int().nullable(),
  photographerName: z.string().nullable(),
  photoPointId: z.number().int().nullable(),
  photoPointName: z.string().nullable(),
  version: z.number().int(),
});
export type Photo = z.infer<typeof photoSchema>;

/** Where an upload stands: bytes received so far, and the photo once it is complete and verified. */
export const photoUploadStateSchema = z.object({
  clientId: z.string(),
  offset: z.number().int(),
  sizeBytes: z.number().int(),
  photo: photoSchema.nullable(),
});
export type PhotoUploadState = z.infer<typeof photoUploadStateSchema>;
