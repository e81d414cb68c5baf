import type { NameSearchResult } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { fixtures } from './project-fixtures.test-helper';

let t: TestApp;
let f: ReturnType<typeof fixtures>;
beforeAll(async () => {
  t = await createTestApp();
  f = fixtures(t.db);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: t.auth(t.tokens.viewer) });

describe('GET {entity}/{id}/exists (the home Go form)', () => {
  it('answers the owning project id as JSON, for each kind of record', async () => {
    const project = await f.project();
    const other = await f.project();
    const property = await f.property({ projectId: project.id });
    const otherProperty = await f.property({ projectId: other.id });
    const instrument = await f.instrument({ projectId: project.id });
    // A multi-property service opens in its primary project.
    const service = await f.service({ projectId: other.id, propertyIds: [otherProperty.id, property.id] });
    for (const [path, expected] of [
      [`project/${project.id}`, project.id],
      [`instrument/${instrument.id}`, project.id],
      [`property/${property.id}`, project.id],
      [`service/${service.id}`, other.id],
    ] as const) {
      const res = await get(`/api/${path}/exists`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body).toBe(String(expected));
    }
  });

  it.each(['project', 'instrument', 'property', 'service'])(
    'answers an empty body for a %s that does not exist',
    async (entity) => {
      const res = await get(`/api/${entity}/99999999/exists`);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('');
    },
  );

  it.each([
    ['instrument/12a', 'The Instrument ID field may only contain numeric characters.'],
    ['service/12345678901', 'The Service ID field may not be greater than 10 characters.'],
  ])('refuses the id %s', async (path, message) => {
    const res = await get(`/api/${path}/exists`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});

describe('GET project/searchByName and property/searchByName', () => {
  it('finds names holding the text, case-insensitively: the exact name, then those starting with it, then by name', async () => {
    const names = ['Zed Quillfeather Farm', 'quillfeather', 'Quillfeather Ridge', 'Alpha Quillfeather Tract'];
    const made: { id: number }[] = [];
    for (const name of names) made.push(await f.project({ name }));
    const res = await get('/api/project/searchByName?name=QUILLFEATHER');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      results: [1, 2, 3, 0].map((i) => ({ id: made[i].id, name: names[i], projectId: made[i].id })),
      resultLimitExceeded: false,
    });
  });

  it('answers at most 10 and says when there were more', async () => {
    for (let i = 1; i <= 10; i++) await f.project({ name: `Tenfold Farm ${i}` });
    const ten = (await get('/api/project/searchByName?name=tenfold')).json() as NameSearchResult;
    expect(ten.results).toHaveLength(10);
    expect(ten.resultLimitExceeded).toBe(false);
    await f.project({ name: 'Tenfold Farm 11' });
    const eleven = (await get('/api/project/searchByName?name=tenfold')).json() as NameSearchResult;
    expect(eleven.results).toHaveLength(10);
    expect(eleven.resultLimitExceeded).toBe(true);
  });

  it('finds properties with their project id, and takes % and _ as letters', async () => {
    const project = await f.project();
    const property = await f.property({ projectId: project.id, name: 'Lot 100% Wooded' });
    await f.property({ projectId: project.id, name: 'Lot 1000 Wooded' });
    const res = await get(`/api/property/searchByName?name=${encodeURIComponent('100%')}`);
    expect(res.json()).toEqual({
      results: [{ id: property.id, name: 'Lot 100% Wooded', projectId: project.id }],
      resultLimitExceeded: false,
    });
    expect((await get('/api/property/searchByName?name=no_such_name')).json()).toEqual({
      results: [],
      resultLimitExceeded: false,
    });
  });

  it.each([
    ['', 'The Name field is required.'],
    ['ab', 'The Name field must be at least 3 characters.'],
  ])('refuses the text %j', async (name, message) => {
    for (const entity of ['project', 'property']) {
      const res = await get(`/api/${entity}/searchByName?name=${name}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });
});
