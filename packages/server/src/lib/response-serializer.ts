import fastJson from 'fast-json-stringify';
import type { FastifySchemaCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Schema = { [keyword: string]: unknown };
type Serialize = (data: unknown) => string;

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Keywords whose value is a map of name → schema. */
const schemaMaps = new Set(['properties', 'patternProperties', 'definitions', '$defs']);
/** Keywords whose value is a schema, or a list of them. */
const subSchemas = new Set([
  'items',
  'prefixItems',
  'additionalItems',
  'additionalProperties',
  'anyOf',
  'oneOf',
  'allOf',
  'not',
  'if',
  'then',
  'else',
  'contains',
]);

/**
 * Zod writes `x | null` as `anyOf: [x, {type: 'null'}]` where x has constraints (an integer's range,
 * an object's properties): fast-json-stringify would try each branch with a validator on every call,
 * so a single-typed x becomes `type: [x's type, 'null']`, which it writes with a plain null check.
 */
const simplify = (schema: Schema): Schema => {
  const out: Schema = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (keyword === '$schema') continue;
    if (schemaMaps.has(keyword) && isSchema(value))
      out[keyword] = Object.fromEntries(
        Object.entries(value).map(([name, sub]) => [name, isSchema(sub) ? simplify(sub) : sub]),
      );
    else if (subSchemas.has(keyword) && Array.isArray(value))
      out[keyword] = value.map((sub) => (isSchema(sub) ? simplify(sub) : sub));
    else if (subSchemas.has(keyword) && isSchema(value)) out[keyword] = simplify(value);
    else out[keyword] = value;
  }
  const { anyOf, ...rest } = out;
  if (!Array.isArray(anyOf) || anyOf.length !== 2) return out;
  const isNull = (s: unknown) => isSchema(s) && s.type === 'null' && Object.keys(s).length === 1;
  const other = anyOf.find((s) => !isNull(s));
  if (!anyOf.some(isNull) || !isSchema(other) || typeof other.type !== 'string') return out;
  if (['anyOf', 'oneOf', 'allOf', '$ref', 'const', 'enum'].some((k) => k in other)) return out;
  return { ...rest, ...other, type: [other.type, 'null'] };
};

/**
 * The JSON schema a response is written by: Zod's output view (what the handler hands over), as
 * draft-07 (fast-json-stringify's validator). Throws when the schema cannot be written as JSON schema
 * (a transform, a Date, a custom check that changes the value).
 */
export const responseJsonSchema = (schema: z.ZodType): Schema =>
  simplify(z.toJSONSchema(schema, { io: 'output', target: 'draft-07', unrepresentable: 'throw' }) as Schema);

type CompilerInput = Parameters<FastifySchemaCompiler<z.ZodType>>[0];

/**
 * Fastify's serializer compiler for the routes' Zod response schemas: each is turned into JSON schema
 * once and compiled by fast-json-stringify (which Fastify bundles), so a response is written by
 * generated code instead of being encoded by Zod and then by JSON.stringify (a fifth of a simple
 * read's CPU). Fields not in the schema are still left out (Zod objects are `additionalProperties:
 * false`). Unlike Zod it does not check the values it writes. A schema that cannot be expressed as
 * JSON schema keeps the Zod serializer; `onFallback` names its route.
 */
export const createResponseSerializerCompiler =
  ({ onFallback }: { onFallback?: (route: string, reason: string) => void } = {}) =>
  (input: CompilerInput): Serialize => {
    const compile = (): Serialize => {
      const { schema, method, url } = input;
      if (schema instanceof z.ZodType) {
        try {
          return fastJson(
            responseJsonSchema(schema) as unknown as Parameters<typeof fastJson>[0],
          ) as Serialize;
        } catch (error) {
          onFallback?.(`${method} ${url}`, error instanceof Error ? error.message : String(error));
        }
      }
      return zodSerializerCompiler(input as Parameters<typeof zodSerializerCompiler>[0]) as Serialize;
    };
    // Compiled on a route's first answer, not at start: compiling every route's writer took a tenth
    // of the server's start, for routes most processes never answer.
    let serialize: Serialize | undefined;
    return (data) => {
      serialize ??= compile();
      return serialize(data);
    };
  };
