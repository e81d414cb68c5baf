import { Ajv, type ValidateFunction } from 'ajv';
import contract from './api-contract.json';

/**
 * The server's success answers as JSON schemas ('METHOD /path/{param}' → schema), kept in step with
 * the server by its api-contract test. mockApi checks every body a web test answers with against them,
 * so a stub that drifts from what the server answers fails the test.
 */
const ajv = new Ajv({ allErrors: true, strict: false });

/** OpenAPI 3.0 writes a nullable enum as `nullable` beside `enum`; Ajv reads the enum alone, so null joins it. */
const nullableEnums = (node: unknown): unknown => {
  if (Array.isArray(node)) return node.map(nullableEnums);
  if (node === null || typeof node !== 'object') return node;
  const entries = Object.entries(node).map(([key, value]) => [key, nullableEnums(value)]);
  const out = Object.fromEntries(entries) as Record<string, unknown>;
  if (out.nullable === true && Array.isArray(out.enum) && !out.enum.includes(null))
    out.enum = [...out.enum, null];
  return out;
};

const routes = Object.entries(contract as Record<string, object>).map(([key, schema]) => {
  const [method, path] = key.split(' ');
  const pattern = new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);
  // A literal segment beats a parameter: 'project/summary/...' over 'project/{id}/...'.
  const literals = path.split('/').filter((segment) => segment && !segment.startsWith('{')).length;
  return {
    method,
    pattern,
    literals,
    schema: nullableEnums(schema) as object,
    validate: undefined as ValidateFunction | undefined,
  };
});

/** Why `body` is not what the server could answer to `method path`, or null (also for a path outside the API). */
export const contractError = (method: string, path: string, body: unknown): string | null => {
  if (!path.startsWith('/api/') && path !== '/config.json') return null;
  const route = routes
    .filter((r) => r.method === method && r.pattern.test(path))
    .sort((a, b) => b.literals - a.literals)[0];
  if (!route) return `${method} ${path} is no route of the API (or answers no JSON)`;
  route.validate ??= ajv.compile(route.schema);
  if (route.validate(body)) return null;
  return `the stub's answer to ${method} ${path} is not what the server answers: ${ajv.errorsText(route.validate.errors, { separator: '; ' })}`;
};
