import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '@app/server/src/db/client';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';

/** Stored parts are at most 1 MB, as uploads store them (PhotoLimits.chunkBytes). */
const partBytes = 1024 * 1024;

/**
 * One camera-sized JPEG (2400 × 1800 of noise, which JPEG cannot shrink: about 3 MB), encoded once;
 * each photo is it with a comment segment of its own after the start marker, so every photo is a
 * valid JPEG with its own bytes and SHA-256, made in microseconds instead of an encode each.
 */
const cameraJpeg = async () => {
  const width = 2400;
  const height = 1800;
  const jpeg = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
  const thumbnail = await sharp(jpeg).resize(320).jpeg({ quality: 80 }).toBuffer();
  const variant = (n: number) => {
    const text = Buffer.concat([Buffer.from(`bench photo ${n} `), randomBytes(32)]);
    const comment = Buffer.alloc(4);
    comment.writeUInt16BE(0xfffe, 0);
    comment.writeUInt16BE(text.length + 2, 2);
    return Buffer.concat([jpeg.subarray(0, 2), comment, text, jpeg.subarray(2)]);
  };
  return { bytes: jpeg.length, thumbnail, variant };
};

/**
 * Adds about `megabytes` MB of finished field photos to the database's services (spread over them,
 * one photo a service), stored as an upload leaves them: the original in 1 MB parts at their byte
 * offsets, and a thumbnail. Answers how many photos and bytes it added.
 */
export const addPhotos = async (database: Pick<Database, 'db'>, megabytes: number) => {
  const { db } = database;
  const camera = await cameraJpeg();
  const count = Math.ceil((megabytes * 1024 * 1024) / camera.bytes);
  const services = (
    (await db.execute(sql`select id from services order by id`)) as unknown as { rows: { id: number }[] }
  ).rows;
  if (services.length === 0) throw new Error('no services to add photos to');
  const stride = Math.max(1, Math.floor(services.length / count));
  let bytes = 0;
  for (let n = 0; n < count; n++) {
    const photo = camera.variant(n);
    const serviceId = services[(n * stride) % services.length].id;
    const sha256 = createHash('sha256').update(photo).digest('hex');
    await db.transaction(async (tx) => {
      const inserted = (await tx.execute(
        sql`insert into service_photos (service_id, client_id, sha256, size_bytes, received, content_type, width, height, caption, taken_at, completed_at)
            values (${serviceId}, ${randomUUID()}, ${sha256}, ${photo.length}, ${photo.length}, 'image/jpeg', 2400, 1800, ${`Bench photo ${n}`}, now(), now())
            returning id`,
      )) as unknown as { rows: { id: number }[] };
      const photoId = inserted.rows[0].id;
      for (let at = 0; at < photo.length; at += partBytes)
        await tx.execute(
          sql`insert into photo_parts (photo_id, kind, seq, bytes) values (${photoId}, 'original', ${at}, ${photo.subarray(at, at + partBytes)})`,
        );
      await tx.execute(
        sql`insert into photo_parts (photo_id, kind, seq, bytes) values (${photoId}, 'thumbnail', 0, ${camera.thumbnail})`,
      );
    });
    bytes += photo.length + camera.thumbnail.length;
  }
  return { photos: count, bytes };
};
