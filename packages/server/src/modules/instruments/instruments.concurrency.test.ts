import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createProjectViaApi, fixtures } from '../projects/project-fixtures.test-helper';

/**
 * An instrument read while another user changes its properties (meaningful on PostgreSQL, where the
 * reads of one answer could run on several connections; PGlite has one): every answer's property set is
 * the one of the version it carries, so sending it back can never undo a change the reader did not see.
 */
let t: TestApp;
let f: ReturnType<typeof fixtures>;
beforeAll(async () => {
  t = await createTestApp();
  f = fixtures(t.db);
});
afterAll(() => t.close());

type Answer = { version: number; associatedPropertyIds: number[] };
const call = (method: 'GET' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/${url}`, headers: t.auth(t.tokens.staff), payload });
const link = (propertyId: number) => ({
  propertyId,
  propertyAcres: 1,
  futurePropertiesAllowed: null,
  dwellingsAllowed: null,
  finishedAreaAllowed: null,
  imperviousAreaAllowed: null,
});
const setOf = (answer: Answer) => answer.associatedPropertyIds.toSorted((a, b) => a - b).join(',');

/** A project's first instrument and one more property of the project. */
const instrumentWithProperties = async () => {
  const projectId = await createProjectViaApi(t);
  const [{ id }] = (await call('GET', `project/${projectId}/instruments`)).json() as { id: number }[];
  const instrument = (await call('GET', `instrument/${id}`)).json() as Answer & { id: number };
  const [first] = instrument.associatedPropertyIds;
  const second = (await f.property({ projectId })).id;
  return { instrument, first, second };
};

describe('reading an instrument while its properties change', () => {
  it('answers each version with that version’s property set', async () => {
    const { instrument, first, second } = await instrumentWithProperties();
    const setByVersion = new Map([[instrument.version, setOf(instrument)]]);
    const writer = async () => {
      let version = instrument.version;
      for (let round = 0; round < 40; round++) {
        const ids = round % 2 === 0 ? [first, second] : [first];
        const res = await call('PUT', 'instrument/associatePropertiesToInstrument', {
          id: instrument.id,
          version,
          propertyInstruments: ids.map(link),
        });
        expect(res.statusCode, res.body).toBe(200);
        const saved = res.json() as Answer;
        setByVersion.set(saved.version, setOf(saved));
        version = saved.version;
      }
    };
    const answers: Answer[] = [];
    const reader = async () => {
      for (let read = 0; read < 60; read++)
        answers.push((await call('GET', `instrument/${instrument.id}`)).json() as Answer);
    };
    await Promise.all([writer(), reader(), reader(), reader()]);
    const torn = answers.filter((answer) => setByVersion.get(answer.version) !== setOf(answer));
    expect(torn).toEqual([]);
  }, 60_000);
});
