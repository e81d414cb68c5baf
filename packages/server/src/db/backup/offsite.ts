import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync } from 'node:fs';
import { open, readdir, rename, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../../config';

/** Where a copy went and whether it arrived whole (its SHA-256 read back equal to the backup's). */
export type Copy = { to: string; ok: boolean; at: string; message?: string };

export const hashFile = async (path: string) => {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) hash.update(chunk);
  return hash.digest('hex');
};

const hashStream = async (stream: AsyncIterable<Uint8Array>) => {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk);
  return hash.digest('hex');
};

/** Tries a copy a few times, a little longer apart each time: a share or a bucket that blinks gets another go. */
const withRetries = async (attempts: number, pauseMs: number, run: () => Promise<void>) => {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts) throw error;
      await new Promise((wake) => setTimeout(wake, pauseMs * attempt));
    }
  }
};

/**
 * A copy in a second folder (a mounted network share, a synced cloud folder): written under a
 * `.partial` name, flushed, renamed, then read back and compared by SHA-256.
 */
export const copyToFolder = async (file: string, dir: string, sha256: string, pauseMs = 1000) => {
  await withRetries(3, pauseMs, async () => {
    mkdirSync(dir, { recursive: true });
    const target = join(dir, basename(file));
    const partial = `${target}.partial`;
    try {
      await pipeline(createReadStream(file), createWriteStream(partial));
      const handle = await open(partial, 'r+');
      await handle.sync();
      await handle.close();
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    if ((await hashFile(target)) !== sha256)
      throw new Error(`the copy in ${dir} reads back with another SHA-256`);
  });
};

export type BucketSettings = NonNullable<Config['backup']['s3']>;

/** The bucket's client: the AWS SDK, loaded with the first copy (most servers never send one). */
const bucketClient = async (s3: BucketSettings) => {
  const { S3Client } = await import('@aws-sdk/client-s3');
  return new S3Client({
    region: s3.region,
    ...(s3.endpoint ? { endpoint: s3.endpoint } : {}),
    forcePathStyle: s3.forcePathStyle,
    // Each request is retried by the SDK (with back-off) before the whole copy is tried again.
    maxAttempts: 4,
  });
};

export const bucketKey = (s3: BucketSettings, file: string) => `${s3.prefix}${basename(file)}`;

/**
 * A copy in an S3-compatible bucket: sent in parts of 16 MB (two at a time) by the SDK's Upload, its
 * SHA-256 stored with it as metadata, then read back whole and compared: an ETag is no checksum of a
 * multi-part object, and a provider's own checksums differ from one to the next.
 */
export const copyToBucket = async (file: string, s3: BucketSettings, sha256: string, pauseMs = 1000) => {
  const [{ Upload }, { GetObjectCommand }] = await Promise.all([
    import('@aws-sdk/lib-storage'),
    import('@aws-sdk/client-s3'),
  ]);
  const client = await bucketClient(s3);
  const key = bucketKey(s3, file);
  try {
    await withRetries(3, pauseMs, async () => {
      await new Upload({
        client,
        params: { Bucket: s3.bucket, Key: key, Body: createReadStream(file), Metadata: { sha256 } },
        partSize: 16 * 1024 * 1024,
        queueSize: 2,
      }).done();
      const { Body } = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
      if (!Body) throw new Error(`the bucket answered no body for ${key}`);
      if ((await hashStream(Body as AsyncIterable<Uint8Array>)) !== sha256)
        throw new Error(`the copy of ${key} in ${s3.bucket} reads back with another SHA-256`);
    });
  } finally {
    client.destroy();
  }
};

/** Removes backups (and what is kept beside them) by name from a folder. */
export const removeBackupFiles = async (dir: string, names: string[]) => {
  const present = new Set(await readdir(dir).catch(() => [] as string[]));
  for (const name of names)
    for (const file of [name, `${name}.json`])
      if (present.has(file)) await rm(join(dir, file), { force: true });
};
