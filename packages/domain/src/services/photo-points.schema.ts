import { z } from 'zod';
import { numericId, optionalText, orNull } from '../validators';

export const PhotoPointLimits = {
  nameMax: 50,
} as const;

export const photoPointMessages = {
  chooseOne: 'Choose an existing Photo Point or name a new one, not both.',
  required: 'Choose an existing Photo Point or name a new one.',
  notOfService: 'The Photo Point must belong to a Property of this Service.',
  propertyNotOfService: 'The Property must be one of the Properties of this Service.',
  propertyRequired: 'Choose the Property of the new Photo Point.',
  bearing: 'The Bearing must be from 0 to 360 degrees.',
} as const;

/**
 * A photo marked as a photo point of the property (a named place and bearing re-shot each year):
 * an existing point (`id`), or a new one by `name` with its bearing and, on a multi-property service,
 * its property. A new name that a point of the property already has (in any case) is that point.
 */
export const photoPointChoiceSchema = z
  .object({
    id: orNull(numericId('Photo Point')),
    name: optionalText('Photo Point Name', { max: PhotoPointLimits.nameMax }),
    bearingDegrees: z
      .number({ error: photoPointMessages.bearing })
      .min(0, photoPointMessages.bearing)
      .max(360, photoPointMessages.bearing)
      .nullable()
      .default(null),
    propertyId: orNull(numericId('Property ID')),
  })
  .superRefine((value, ctx) => {
    if (value.id !== null && value.name !== null)
      ctx.addIssue({ code: 'custom', path: ['name'], message: photoPointMessages.chooseOne });
    if (value.id === null && value.name === null)
      ctx.addIssue({ code: 'custom', path: ['name'], message: photoPointMessages.required });
  });
export type PhotoPointChoice = z.input<typeof photoPointChoiceSchema>;

/** A photo of a point as the property's Photo Points card shows it. */
export const photoPointPhotoSchema = z.object({
  id: z.number().int(),
  serviceId: z.number().int(),
  caption: z.string().nullable(),
  takenAt: z.string(),
  headingDegrees: z.number().nullable(),
  /** Where it was taken (WGS 84), when the device told: the photo point is drawn at its latest. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  photographerName: z.string().nullable(),
  /** GET photo/{id}/thumbnail, with the sign-in like every /api call. */
  thumbnailUrl: z.string(),
});
export type PhotoPointPhoto = z.infer<typeof photoPointPhotoSchema>;

/**
 * GET property/{id}/photoPoints: each point with its photos by New York calendar year (oldest year
 * first, each year's in the order taken), and the first and the most recent photo to re-shoot from.
 */
export const photoPointSchema = z.object({
  id: z.number().int(),
  propertyId: z.number().int(),
  name: z.string(),
  bearingDegrees: z.number().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  first: photoPointPhotoSchema.nullable(),
  latest: photoPointPhotoSchema.nullable(),
  years: z.array(z.object({ year: z.number().int(), photos: z.array(photoPointPhotoSchema) })),
});
export type PhotoPoint = z.infer<typeof photoPointSchema>;
