import { ErrorCode } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../db/schema';
import { readShapefileZip } from '../lib/shapefile-zip';
import { clockwiseSquare, shapefileZip } from '../lib/shapefile-zip.test-helper';
import { createTestApp, type TestApp } from './test-app';

/**
 * A bounded fuzz of the whole API from its own OpenAPI document: for every operation, requests built
 * from its parameter and body schemas with one value made odd (wrong type, boundary, huge or odd
 * text, NUL, extra fields). Every answer must be a non-5xx, and every error the one shape. Seeded, so
 * a failure reproduces: FUZZ_SEED=<seed> reruns the same requests.
 */
type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
};
type Operation = {
  parameters?: { in: 'path' | 'query'; name: string; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
};

const seed = Number(process.env.FUZZ_SEED ?? 20261124);
const requestsPerOperation = 40;

/** mulberry32: a small seeded generator, so every run sends the same requests for the same seed. */
const generator = (state: number) => () => {
  state = (state + 0x6d2b79f5) | 0;
  let x = Math.imul(state ^ (state >>> 15), 1 | state);
  x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
  return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
};

const oddValues: unknown[] = [
  null,
  '',
  ' ',
  'x'.repeat(20_000),
  'a\u0000b',
  '\ud800',
  '😀'.repeat(300),
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '1e400',
  '-0',
  ' 12 ',
  -1,
  0,
  1.5,
  2 ** 31,
  2 ** 53 + 1,
  -(2 ** 63),
  1e308,
  true,
  [],
  Array.from({ length: 5_000 }, (_, i) => i),
  {},
  { nested: { deeper: ['x'] } },
];

const fuzzer = (random: () => number) => {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const typeOf = (s: Schema) => [s.type ?? 'string'].flat().find((t) => t !== 'null') ?? 'string';

  /** A plausible value for the schema: most requests should get past the first check. */
  const plausible = (s: Schema, depth = 0): unknown => {
    if (s.enum) return pick(s.enum);
    const variants = s.anyOf ?? s.oneOf;
    if (variants) return plausible(pick(variants), depth);
    if (s.allOf) return Object.assign({}, ...s.allOf.map((part) => plausible(part, depth)));
    switch (typeOf(s)) {
      case 'integer':
        return pick([1, 2, 3, 7, 10, s.minimum ?? 0, s.maximum ?? 100]);
      case 'number':
        return pick([0, 1, 2.5, 10.25, s.minimum ?? 0]);
      case 'boolean':
        return random() < 0.5;
      case 'array':
        return depth > 3 || !s.items
          ? []
          : Array.from({ length: Math.floor(random() * 3) }, () => plausible(s.items as Schema, depth + 1));
      case 'object': {
        const out: Record<string, unknown> = {};
        for (const [key, child] of Object.entries(s.properties ?? {})) {
          if (depth < 4 && (s.required?.includes(key) || random() < 0.6))
            out[key] = plausible(child, depth + 1);
        }
        return out;
      }
      default: {
        const length = pick([s.minLength ?? 1, s.maxLength ?? 10, 5, 1]);
        return pick(['1', 'Smith', '01/02/2024', '2024-01-02', 'Abingdon', '4110.0.1000000'])
          .padEnd(length, 'a')
          .slice(0, Math.max(length, 1));
      }
    }
  };

  /** The same value with one leaf replaced by an odd one, or a field added or dropped. */
  const mutate = (value: unknown): unknown => {
    if (Array.isArray(value) && value.length > 0 && random() < 0.7) {
      const copy = [...value];
      const i = Math.floor(random() * copy.length);
      copy[i] = mutate(copy[i]);
      return copy;
    }
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const copy: Record<string, unknown> = { ...value };
      const keys = Object.keys(copy);
      const roll = random();
      if (roll < 0.1) copy[`extra${Math.floor(random() * 10)}`] = pick(oddValues);
      else if (roll < 0.2 && keys.length) delete copy[pick(keys)];
      else if (keys.length) {
        const key = pick(keys);
        copy[key] = mutate(copy[key]);
      } else return pick(oddValues);
      return copy;
    }
    return pick(oddValues);
  };

  return { pick, plausible, mutate };
};

let t: TestApp;
let operations: { method: string; path: string; operation: Operation }[];
beforeAll(async () => {
  t = await createTestApp();
  const doc = (await t.app.inject('/api/docs/json')).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
});
afterAll(() => t.close());

const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
/** A lone surrogate has no UTF-8 form: send the bytes a careless client would (invalid UTF-8). */
const encodeSegment = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
};

describe(`the API under fuzzing (FUZZ_SEED=${seed})`, () => {
  it('answers every generated request without a 5xx, and every error in the one shape', async () => {
    expect(operations.length).toBeGreaterThan(50);
    const random = generator(seed);
    const { pick, plausible, mutate } = fuzzer(random);
    const failures: string[] = [];
    let sent = 0;
    for (const { method, path, operation } of operations) {
      for (let n = 0; n < requestsPerOperation; n++) {
        const parameters = operation.parameters ?? [];
        const bodySchema = operation.requestBody?.content['application/json']?.schema;
        // Which part gets the odd value: a path parameter, the query, or the body.
        const parts = [
          ...parameters.filter((p) => p.in === 'path').map(() => 'path'),
          ...(parameters.some((p) => p.in === 'query') ? ['query'] : []),
          ...(bodySchema ? ['body'] : []),
        ];
        const target = parts.length ? pick(parts) : 'none';
        let url = path;
        for (const p of parameters.filter((q) => q.in === 'path')) {
          const value =
            target === 'path' && random() < 0.6 ? mutate(plausible(p.schema)) : plausible(p.schema);
          url = url.replace(`{${p.name}}`, encodeSegment(asText(value)));
        }
        const query = new URLSearchParams();
        for (const p of parameters.filter((q) => q.in === 'query')) {
          const value =
            target === 'query' && random() < 0.5 ? mutate(plausible(p.schema)) : plausible(p.schema);
          for (const v of [value].flat()) query.append(p.name, asText(v));
        }
        const body = bodySchema
          ? target === 'body'
            ? mutate(plausible(bodySchema))
            : plausible(bodySchema)
          : undefined;
        const search = query.toString();
        const request = {
          method: method as 'GET',
          url: search ? `${url}?${search}` : url,
          headers: t.auth(pick([t.tokens.admin, t.tokens.staff, t.tokens.viewer])),
          ...(body !== undefined && { payload: body as object }),
        };
        const res = await t.app.inject(request);
        sent++;
        const describe = `${request.method} ${request.url.slice(0, 200)} ${asText(body).slice(0, 200)} → ${res.statusCode}`;
        if (res.statusCode >= 500) failures.push(`${describe} ${res.body.slice(0, 200)}`);
        else if (res.statusCode >= 400) {
          const error = res.json() as Record<string, unknown>;
          const keys = Object.keys(error).filter((k) => !['message', 'fieldErrors', 'code'].includes(k));
          const knownCode =
            error.code === undefined || Object.values(ErrorCode).includes(error.code as never);
          if (typeof error.message !== 'string' || keys.length || !knownCode)
            failures.push(`${describe} shape ${res.body.slice(0, 200)}`);
        }
      }
    }
    expect(sent).toBeGreaterThan(2_000);
    expect(failures.slice(0, 20)).toEqual([]);
  }, 120_000);
});

describe(`zipped shapefiles under fuzzing (FUZZ_SEED=${seed})`, () => {
  /** A valid archive with a hole and a second record, so every part of the reader has bytes to break. */
  const valid = shapefileZip(
    [
      [clockwiseSquare(-78.5, 38, 0.02), [...clockwiseSquare(-78.495, 38.005, 0.005)].reverse()],
      null,
      [clockwiseSquare(-78.4, 38)],
    ],
    { type: 15 },
  );

  /** The archive with a few bytes changed (often in a length or an offset), cut short, or both. */
  const damage = (random: () => number) => {
    const bytes = Buffer.from(valid);
    const changes = 1 + Math.floor(random() * 4);
    for (let i = 0; i < changes; i++) {
      const at = Math.floor(random() * bytes.length);
      const roll = random();
      if (roll < 0.4) bytes[at] = Math.floor(random() * 256);
      else if (roll < 0.7)
        bytes.writeUInt32LE(Math.floor(random() * 2 ** 32), Math.min(at, bytes.length - 4));
      else bytes[at] ^= 1 << Math.floor(random() * 8);
    }
    return random() < 0.15 ? bytes.subarray(0, Math.floor(random() * bytes.length)) : bytes;
  };

  it('reads every damaged archive to a boundary or a message, never an exception', () => {
    const random = generator(seed);
    const failures: string[] = [];
    let refused = 0;
    for (let n = 0; n < 3_000; n++) {
      const bytes = damage(random);
      try {
        const read = readShapefileZip(bytes);
        if (!read.ok) {
          refused++;
          if (!read.message) failures.push(`empty message for ${bytes.toString('base64').slice(0, 80)}`);
        }
      } catch (error) {
        failures.push(`${(error as Error).message} for ${bytes.toString('base64').slice(0, 80)}`);
      }
    }
    expect(failures.slice(0, 10)).toEqual([]);
    // Most damage is caught (a size, an offset, a checksum); some lands where it changes nothing read.
    expect(refused).toBeGreaterThan(1_000);
  });

  it('answers damaged archives sent to the API without a 5xx, each error in the one shape', async () => {
    const random = generator(seed + 1);
    // A property that exists, so a readable archive goes on to the check and the version (99: stale).
    const [property] = await t.db.select({ id: s.properties.id }).from(s.properties).limit(1);
    expect(property).toBeDefined();
    const failures: string[] = [];
    for (let n = 0; n < 100; n++) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/property/${property.id}/boundary/shapefile?fileName=fuzz.zip&version=99`,
        headers: { ...t.auth(t.tokens.staff), 'content-type': 'application/zip' },
        payload: damage(random),
      });
      const error = res.json() as Record<string, unknown>;
      if (res.statusCode >= 500 || typeof error.message !== 'string')
        failures.push(`${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    expect(failures.slice(0, 10)).toEqual([]);
  });
});
