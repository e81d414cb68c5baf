import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { Db } from '../db/client';
import { answerCache, toCachedAnswer } from './cached-answer';

const schema = z.array(z.object({ id: z.number() }));
const db = {} as Db;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('toCachedAnswer', () => {
  it('writes the value as its schema does, named by the hash of those bytes', () => {
    const a = toCachedAnswer([{ id: 1, extra: 'left out' }], schema);
    expect(a.json.toString()).toBe('[{"id":1}]');
    expect(a.etag).toMatch(/^W\/"[\w-]{22}"$/);
    expect(toCachedAnswer([{ id: 1 }], schema).etag).toBe(a.etag);
    expect(toCachedAnswer([{ id: 2 }], schema).etag).not.toBe(a.etag);
  });
});

describe('answerCache', () => {
  it('shares one read among requests, and reads again after maxAgeMs or invalidate()', async () => {
    const cache = answerCache({ maxAgeMs: 1000 });
    let reads = 0;
    const read = async () => [{ id: ++reads }];
    let now = 10_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const [a, b] = await Promise.all([cache.get(db, 'k', schema, read), cache.get(db, 'k', schema, read)]);
    expect(a).toBe(b);
    expect(reads).toBe(1);
    now += 999;
    expect(await cache.get(db, 'k', schema, read)).toBe(a);
    now += 1;
    expect((await cache.get(db, 'k', schema, read)).json.toString()).toBe('[{"id":2}]');
    cache.invalidate();
    expect((await cache.get(db, 'k', schema, read)).json.toString()).toBe('[{"id":3}]');
    expect(reads).toBe(3);
  });

  it('keeps the answer it holds, with its codings, when a read finds the same content', async () => {
    const cache = answerCache({ maxAgeMs: 1000 });
    const first = await cache.get(db, 'same', schema, async () => [{ id: 1 }]);
    first.coded.set('gzip', Buffer.from('made once'));
    cache.invalidate();
    expect(await cache.get(db, 'same', schema, async () => [{ id: 1 }])).toBe(first);
  });

  it('holds no failed read: the next request reads again', async () => {
    const cache = answerCache({ maxAgeMs: 60_000 });
    await expect(cache.get(db, 'f', schema, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    const answer = await cache.get(db, 'f', schema, async () => []);
    expect(answer.json.toString()).toBe('[]');
  });
});
