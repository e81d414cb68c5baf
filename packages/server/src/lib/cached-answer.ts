import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/client';

type Coding = 'br' | 'gzip';

/**
 * A JSON answer held in memory as its bytes: written once by its schema, named by an ETag, and
 * compressed once per content coding on first use. Sending it costs neither serialization nor
 * compression (a third of a simple read's CPU).
 */
export type CachedAnswer = { etag: string; json: Buffer; coded: Map<Coding, Buffer> };

/** Holds `value` as its schema writes it (fields outside the schema left out, as the route's serializer does). */
export const toCachedAnswer = (value: unknown, schema: z.ZodType): CachedAnswer => {
  const json = Buffer.from(JSON.stringify(schema.parse(value)));
  const hash = createHash('sha1').update(json).digest('base64url').slice(0, 22);
  // Weak: the same answer travels in different codings.
  return { etag: `W/"${hash}"`, json, coded: new Map() };
};

const compress: Record<Coding, (json: Buffer) => Buffer> = {
  // Compressed once per answer held, so at the best quality.
  br: (json) => brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  gzip: (json) => gzipSync(json, { level: 9 }),
};
const codings = new Negotiator<Coding>({ supportedValues: ['br', 'gzip'] });

/**
 * Whether the request's If-None-Match names this ETag (weak comparison, as RFC 9110 asks for
 * If-None-Match): the browser's copy is current and the answer is 304 with no body.
 */
export const matchesEtag = (ifNoneMatch: string | undefined, etag: string) => {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === bare;
  });
};

/**
 * Sends a held answer: 304 when the browser's copy is current (`no-cache` lets the browser keep it
 * but ask each time), otherwise its bytes in the best coding the request accepts.
 */
export const sendCachedAnswer = (request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) => {
  reply
    .header('ETag', answer.etag)
    .header('Cache-Control', 'private, no-cache')
    .header('Vary', 'accept-encoding');
  if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  const accepted = request.headers['accept-encoding'];
  const coding = accepted ? codings.negotiate(accepted.toLowerCase()) : null;
  reply.type('application/json; charset=utf-8');
  if (!coding) return reply.send(answer.json);
  let body = answer.coded.get(coding);
  if (!body) {
    body = compress[coding](answer.json);
    answer.coded.set(coding, body);
  }
  return reply.header('Content-Encoding', coding).send(body);
};

type Entry = { generation: number; loadedAt: number; value: Promise<CachedAnswer> };

/** The answer read again, or the one held when nothing changed: it keeps the codings already made. */
const sameOrNew = (held: Entry | undefined, fresh: CachedAnswer) =>
  held
    ? held.value.then(
        (h) => (h.etag === fresh.etag ? h : fresh),
        () => fresh,
      )
    : fresh;

/**
 * Answers held per database handle and key, each written by the route's response schema. Each is
 * read again once it is `maxAgeMs` old, which
 * bounds how long another server process on the same PostgreSQL may answer a stale copy, or at once
 * after `invalidate()`, which a write in this process calls after its transaction commits.
 * Requests that find an answer missing share one read.
 */
export const answerCache = ({ maxAgeMs }: { maxAgeMs: number }) => {
  let generation = 0;
  const caches = new WeakMap<Db, Map<string, Entry>>();
  return {
    get: (db: Db, key: string, schema: z.ZodType, read: () => Promise<unknown>): Promise<CachedAnswer> => {
      let answers = caches.get(db);
      if (!answers) {
        answers = new Map();
        caches.set(db, answers);
      }
      const now = Date.now();
      const entry = answers.get(key);
      if (entry && entry.generation === generation && now - entry.loadedAt < maxAgeMs) return entry.value;
      // Stamped with the generation it started in: a write during the read leaves it stale.
      const value = read().then((rows) => sameOrNew(entry, toCachedAnswer(rows, schema)));
      const fresh: Entry = { generation, loadedAt: now, value };
      answers.set(key, fresh);
      const held = answers;
      fresh.value.catch(() => {
        if (held.get(key) === fresh) held.delete(key);
      });
      return fresh.value;
    },
    /** Forgets every answer held: the next request of each reads the database again. */
    invalidate: () => {
      generation++;
    },
  };
};
