import { LetterLimits, type LetterTemplate, letterTemplateCreateSchema } from '@app/domain';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../db/schema';
import { formFieldErrors } from '../../test/form-errors';
import { createTestApp, type TestApp } from '../../test/test-app';
import { childFixtures } from '../events/child-fixtures.test-helper';

/**
 * The letter templates form (/admin/letterTemplates) checks a template with `letterTemplateCreateSchema`
 * for a new one and an edit alike: the API refuses the same input on both routes, in the same words.
 */
let t: TestApp;
let f: ReturnType<typeof childFixtures>;
beforeAll(async () => {
  t = await createTestApp();
  f = childFixtures(t);
});
afterAll(() => t.close());

const rows = async () => (await t.db.select({ n: count() }).from(s.letterTemplates))[0].n;
const audits = async () => (await t.db.select({ n: count() }).from(s.auditLog))[0].n;

describe('a letter template refused as its form refuses it', () => {
  it.each([
    ['a blank name', { name: '' }],
    ['a name over the limit', { name: 'x'.repeat(LetterLimits.templateName + 1) }],
    ['no kind', { kind: '' }],
    ['a kind not offered', { kind: 'memo' }],
    ['a blank body', { body: '' }],
    ['a body over the limit', { body: 'x'.repeat(LetterLimits.templateBody + 1) }],
    ['a body naming unknown placeholders', { body: 'Dear {{Owner Name}}, your {{Deed Book}}.' }],
  ])('refuses %s on create and on edit (400), in the form’s words, writing nothing', async (what, bad) => {
    const good = { name: `Template ${what}`, kind: 'other', body: 'Dear {{Owner Names}},' };
    const made = await f.call('POST', '/api/letterTemplates/create', good, 'admin');
    expect(made.statusCode, made.body).toBe(200);
    const saved = made.json() as LetterTemplate;
    const [before, auditsBefore] = [await rows(), await audits()];
    const fieldErrors = formFieldErrors(letterTemplateCreateSchema, { ...good, ...bad });
    const refused = { message: Object.values(fieldErrors)[0][0], fieldErrors };
    const created = await f.call('POST', '/api/letterTemplates/create', { ...good, ...bad }, 'admin');
    expect(created.statusCode, what).toBe(400);
    expect(created.json()).toEqual(refused);
    const edited = await f.call(
      'POST',
      '/api/letterTemplates/update',
      { ...good, ...bad, id: saved.id, version: saved.version },
      'admin',
    );
    expect(edited.statusCode, what).toBe(400);
    expect(edited.json()).toEqual(refused);
    expect([await rows(), await audits()]).toEqual([before, auditsBefore]);
  });
});
