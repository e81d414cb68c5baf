import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BucketSettings, copyToBucket, copyToFolder, hashFile } from './offsite';

let dir: string;
let file: string;
let sha256: string;
let s3rver: S3rver;
let bucket: BucketSettings;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'records-offsite-'));
  // Past one 16 MB part, so the upload is a multi-part one.
  file = join(dir, 'records-2026-11-27T02-30-00-000Z.tar');
  writeFileSync(file, randomBytes(17 * 1024 * 1024 + 123));
  sha256 = await hashFile(file);
  // An S3-protocol server from the npm registry, on a free port of this machine.
  s3rver = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: join(dir, 's3'),
    configureBuckets: [{ name: 'records-backups' }],
  });
  const { port } = await s3rver.run();
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  bucket = {
    bucket: 'records-backups',
    prefix: 'nightly/',
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
  };
});
afterAll(async () => {
  await s3rver.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a copy off-site', () => {
  it('to a folder arrives whole under its own name, with no unfinished file beside it', async () => {
    const share = join(dir, 'share');
    await copyToFolder(file, share, sha256);
    expect(readdirSync(share)).toEqual(['records-2026-11-27T02-30-00-000Z.tar']);
    expect(await hashFile(join(share, 'records-2026-11-27T02-30-00-000Z.tar'))).toBe(sha256);
  });

  it('to a folder is refused when it reads back different', async () => {
    await expect(copyToFolder(file, join(dir, 'share2'), 'f'.repeat(64), 1)).rejects.toThrow(
      /another SHA-256/,
    );
  });

  it('to an S3-compatible bucket goes in parts, keeps its SHA-256, and reads back equal', async () => {
    await copyToBucket(file, bucket, sha256, 1);
    const client = new S3Client({
      region: 'us-east-1',
      endpoint: bucket.endpoint ?? '',
      forcePathStyle: true,
    });
    const key = 'nightly/records-2026-11-27T02-30-00-000Z.tar';
    const head = await client.send(new HeadObjectCommand({ Bucket: bucket.bucket, Key: key }));
    expect(head.ContentLength).toBe(17 * 1024 * 1024 + 123);
    expect(head.Metadata?.sha256).toBe(sha256);
    const { Body } = await client.send(new GetObjectCommand({ Bucket: bucket.bucket, Key: key }));
    expect((await Body?.transformToByteArray())?.length).toBe(17 * 1024 * 1024 + 123);
    client.destroy();
  }, 60_000);

  it('to a bucket that does not answer fails after its retries, with the reason', async () => {
    await expect(
      copyToBucket(file, { ...bucket, endpoint: 'http://127.0.0.1:9', bucket: 'records-backups' }, sha256, 1),
    ).rejects.toThrow(/ECONNREFUSED|connect/);
  }, 60_000);
});
