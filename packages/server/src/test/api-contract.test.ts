import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

/**
 * The web tests' API stub (packages/web/src/test/mock-api.ts) checks every body it answers against
 * the JSON schema of the route's success answer, read from this contract. It is the server's OpenAPI
 * document, kept beside the web tests; this test fails when the two differ.
 * Refresh it with: UPDATE_API_CONTRACT=1 npx vitest run --project server api-contract
 */
const contractPath = new URL('../../../web/src/test/api-contract.json', import.meta.url);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(() => t.close());

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };

/** 'METHOD /path/{param}' → the JSON schema of its first 2xx JSON answer. */
const contractOf = (paths: Record<string, Record<string, Operation>>) =>
  Object.fromEntries(
    Object.entries(paths)
      .flatMap(([path, operations]) =>
        Object.entries(operations).flatMap(([method, operation]) => {
          const [, success] =
            Object.entries(operation.responses ?? {}).find(([status]) => status.startsWith('2')) ?? [];
          const schema = success?.content?.['application/json']?.schema;
          return schema ? [[`${method.toUpperCase()} ${path}`, schema] as const] : [];
        }),
      )
      .sort(([a], [b]) => a.localeCompare(b)),
  );

describe('the web tests’ API contract', () => {
  it('is the server’s OpenAPI answers', () => {
    const current = `${JSON.stringify(contractOf((t.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> }).paths))}\n`;
    if (process.env.UPDATE_API_CONTRACT) writeFileSync(contractPath, current);
    expect(
      readFileSync(contractPath, 'utf8') === current,
      'packages/web/src/test/api-contract.json is out of date: UPDATE_API_CONTRACT=1 npx vitest run --project server api-contract',
    ).toBe(true);
  });
});
