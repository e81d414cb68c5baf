import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { editable, id } from './columns';
import { users } from './core';
import { properties } from './properties';
import { observations, services } from './services';

/** Raw bytes. PGlite answers a Uint8Array, node-postgres a Buffer: both are Uint8Arrays. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * A photo of a service (field monitoring). The row is made when its upload starts (`received` counts
 * the bytes so far) and becomes a photo users see once every byte arrived and its SHA-256 matched
 * (`completed_at`). `client_id` is made on the device: a replayed upload finds its row again.
 * `photographer_id` owns the upload: only they may send its parts. `updated_at` moves with each part,
 * so an upload left unfinished is pruned by its last activity.
 */
export const servicePhotos = pgTable(
  'service_photos',
  {
    id: id(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').notNull().unique(),
    sha256: text('sha256').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    received: integer('received').notNull().default(0),
    contentType: text('content_type'),
    width: integer('width'),
    height: integer('height'),
    caption: text('caption'),
    takenAt: timestamp('taken_at', { withTimezone: true, mode: 'string' }).notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    accuracyMeters: doublePrecision('accuracy_meters'),
    headingDegrees: doublePrecision('heading_degrees'),
    observationId: integer('observation_id').references(() => observations.id, { onDelete: 'set null' }),
    photographerId: integer('photographer_id').references(() => users.id),
    /** The photo point of the property this photo re-shoots; the point stays when the photo goes. */
    photoPointId: integer('photo_point_id').references(() => propertyPhotoPoints.id, {
      onDelete: 'set null',
    }),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    /**
     * A deleted photo is kept, bytes and all, for PHOTO_RESTORE_DAYS: an Admin may restore it from the
     * History card until then, and the server prunes it after.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    ...editable(),
  },
  (t) => [
    check('service_photos_caption_length', sql`char_length(${t.caption}) <= 250`),
    check('service_photos_received', sql`${t.received} between 0 and ${t.sizeBytes}`),
    index('service_photos_service').on(t.serviceId),
    index('service_photos_photo_point').on(t.photoPointId),
  ],
);

/**
 * A photo point of a property: a named place and bearing re-shot each year, so the years can be laid
 * side by side. Made by the first photo that names it; its name is the property's once, in any case.
 */
export const propertyPhotoPoints = pgTable(
  'property_photo_points',
  {
    id: id(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    bearingDegrees: doublePrecision('bearing_degrees'),
    createdById: integer('created_by_id').references(() => users.id),
    ...editable(),
  },
  (t) => [
    uniqueIndex('property_photo_points_name').on(t.propertyId, sql`lower(${t.name})`),
    check('property_photo_points_name_length', sql`char_length(${t.name}) between 1 and 50`),
    check('property_photo_points_bearing', sql`${t.bearingDegrees} between 0 and 360`),
  ],
);

/**
 * A photo's bytes in parts of at most 1 MB (read and written one part at a time, never the whole
 * file): `kind` 'original' in upload order, 'thumbnail' the copy the pages show.
 */
export const photoParts = pgTable(
  'photo_parts',
  {
    photoId: integer('photo_id')
      .notNull()
      .references(() => servicePhotos.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    seq: integer('seq').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.photoId, t.kind, t.seq] }),
    check('photo_parts_kind', sql`${t.kind} in ('original', 'thumbnail')`),
  ],
);
