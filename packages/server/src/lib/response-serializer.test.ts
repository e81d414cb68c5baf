import { lookupOptionSchema, propertySchema, userSchema } from '@app/domain';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createResponseSerializerCompiler, responseJsonSchema } from './response-serializer';

const compile = (schema: z.ZodType, onFallback?: (route: string) => void) =>
  createResponseSerializerCompiler({ onFallback })({
    schema,
    method: 'GET',
    url: '/api/test',
    httpStatus: '200',
  } as Parameters<ReturnType<typeof createResponseSerializerCompiler>>[0]);

const zodWrite = (schema: z.ZodType, data: unknown) =>
  (
    zodSerializerCompiler as (input: {
      schema: z.ZodType;
      method: string;
      url: string;
    }) => (d: unknown) => string
  )({ schema, method: 'GET', url: '/api/test' })(data);

describe('the response serializer', () => {
  it('writes what the Zod serializer wrote, leaving out fields the schema does not name', () => {
    const users = [
      { id: 1, name: 'Ann', inactive: false, viewOnly: false, oid: 'secret-oid', extra: { deep: true } },
      { id: 2, name: 'Bo "quoted" \u2028', inactive: true, viewOnly: true },
    ];
    const schema = z.array(userSchema);
    const written = compile(schema)(users);
    expect(written).toBe(zodWrite(schema, users));
    expect(written).not.toContain('secret-oid');
  });

  it('writes nullable numbers, texts and nested lists as they are', () => {
    const options = [
      { id: 1, name: 'Active', sortOrder: 1, archiveDate: null },
      { id: 2, name: 'Old', sortOrder: 2, archiveDate: '2020-01-01T00:00:00.000Z', notes: 'dropped' },
    ];
    expect(JSON.parse(compile(z.array(lookupOptionSchema))(options))).toEqual(
      JSON.parse(zodWrite(z.array(lookupOptionSchema), options)),
    );
    const nullableCount = z.object({ count: z.number().int().min(0).nullable(), list: z.array(z.string()) });
    expect(compile(nullableCount)({ count: null, list: ['a'] })).toBe('{"count":null,"list":["a"]}');
    expect(compile(nullableCount)({ count: 3, list: [] })).toBe('{"count":3,"list":[]}');
  });

  it('turns nullable single-typed schemas into a type list, which needs no validator per call', () => {
    const json = responseJsonSchema(z.object({ n: z.number().int().min(0).nullable() }));
    expect((json.properties as Record<string, unknown>).n).toMatchObject({ type: ['integer', 'null'] });
    expect(JSON.stringify(json)).not.toContain('anyOf');
    expect(responseJsonSchema(propertySchema)).not.toHaveProperty('$schema');
  });

  it('keeps the Zod serializer for a schema JSON schema cannot express, and names its route', () => {
    const routes: string[] = [];
    const schema = z.object({ at: z.date() });
    const write = compile(schema, (route) => routes.push(route));
    expect(routes).toEqual([]); // compiled on the route's first answer, not at start
    expect(() => write({ at: 'not a date' })).toThrow();
    expect(routes).toEqual(['GET /api/test']);
    write({ at: new Date(0) });
    expect(routes).toHaveLength(1);
  });
});
