import { randomUUID } from 'node:crypto';
import { clientWriteMessages, type FieldProperty, messages, ObservationAck } from '@app/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { serviceFixtures } from '../services/service-fixtures.test-helper';

let t: TestApp;
let f: ReturnType<typeof serviceFixtures>;
beforeAll(async () => {
  t = await createTestApp();
  f = serviceFixtures(t);
});
afterAll(() => t.close());

/** A request sent with a device's write id, as the field outbox sends it. */
const sendOnce = (
  method: 'POST' | 'PUT',
  url: string,
  payload: unknown,
  key: string,
  token = t.tokens.staff,
) =>
  t.app.inject({
    method,
    url,
    payload: payload as object,
    headers: { ...t.auth(token), 'idempotency-key': key },
  });

const servicesOfProperty = async (propertyId: number) =>
  t.db.select().from(s.serviceProperties).where(eq(s.serviceProperties.propertyId, propertyId));

describe('GET field/property/{id}: the copy a device keeps', () => {
  it('holds the property, its instruments with their terms and contacts, the open and the last two finished inspections', async () => {
    const { projectId, propertyId } = await f.createProject('Field Copy Project');
    const open = await f.createService({ projectId, associatedPropertyIds: [propertyId] });
    const observation = await f.call('POST', '/api/observation/create', {
      serviceId: open.id,
      typeId: 1,
      ackTypeId: ObservationAck.Yes,
      notes: 'Fence down by the creek',
    });
    expect(observation.statusCode, observation.body).toBe(200);
    const closed = [];
    for (const date of ['01/02/2024', '02/03/2024', '03/04/2024'])
      closed.push(
        await f.createService({
          projectId,
          associatedPropertyIds: [propertyId],
          statusId: 2,
          closedEvent: { date, notes: null },
        }),
      );

    const res = await f.call('GET', `/api/field/property/${propertyId}`, undefined, t.tokens.viewer);
    expect(res.statusCode, res.body).toBe(200);
    const copy: FieldProperty = res.json();
    expect(copy.property.id).toBe(propertyId);
    expect(copy.instruments).toHaveLength(1);
    expect(copy.instruments[0].instrument.associatedPropertyIds).toContain(propertyId);
    expect(copy.openInspections.map((i) => i.service.id)).toEqual([open.id]);
    expect(copy.openInspections[0].observations.map((o) => o.notes)).toEqual(['Fence down by the creek']);
    // Two finished inspections, newest first (the three share an open date: the later id first).
    expect(copy.pastInspections.map((i) => i.service.id)).toEqual([closed[2].id, closed[1].id]);
    expect(copy.schedule).toHaveProperty('scheduled');
    expect(Date.parse(copy.preparedAt)).not.toBeNaN();
    expect(copy.boundary).toBeNull();
  });

  it('carries the boundary to walk', async () => {
    const { propertyId } = await f.createProject('Field Boundary Project');
    const ring = [
      [-78.5, 38],
      [-78.49, 38],
      [-78.49, 38.01],
      [-78.5, 38],
    ];
    const put = await f.call('PUT', `/api/property/${propertyId}/boundary`, {
      fileName: 'walk.geojson',
      content: JSON.stringify({ type: 'Polygon', coordinates: [ring] }),
      version: null,
    });
    expect(put.statusCode, put.body).toBe(200);
    const copy: FieldProperty = (await f.call('GET', `/api/field/property/${propertyId}`)).json();
    expect(copy.boundary).toMatchObject({ fileName: 'walk.geojson', geometry: { coordinates: [ring] } });
  });

  it('answers 404 in the error shape for a property that does not exist', async () => {
    const res = await f.call('GET', '/api/field/property/99999999');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(messages.entityNotFound('Property'));
  });
});

describe('a device write sent again (Idempotency-Key)', () => {
  it('makes one service however often the same create arrives, and answers each replay with the first answer', async () => {
    const { projectId, propertyId } = await f.createProject();
    const body = await f.serviceInput({ projectId, associatedPropertyIds: [propertyId] });
    const key = randomUUID();
    const answers = await Promise.all(
      [1, 2, 3].map(() => sendOnce('POST', '/api/service/create', body, key)),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    const again = await sendOnce('POST', '/api/service/create', body, key);
    expect(again.json()).toEqual(answers[0].json());
    expect(await servicesOfProperty(propertyId)).toHaveLength(1);
  });

  it('answers a replayed update with its first answer, not a stale-version refusal', async () => {
    const { projectId, propertyId } = await f.createProject();
    const service = await f.createService({ projectId, associatedPropertyIds: [propertyId] });
    const body = { ...f.updateBody(service), notes: 'Walked the north line' };
    const key = randomUUID();
    const first = await sendOnce('PUT', '/api/service/update', body, key);
    expect(first.statusCode, first.body).toBe(200);
    const replay = await sendOnce('PUT', '/api/service/update', body, key);
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.json().version).toBe(first.json().version);
    // Without the key the same body is what it is: a save on a version that is no longer current.
    const plain = await f.call('PUT', '/api/service/update', body);
    expect(plain.statusCode).toBe(409);
    expect(plain.json().code).toBe('stale_version');
  });

  it('remembers only a write that committed: a refused one may be corrected and sent with the same key', async () => {
    const { projectId, propertyId } = await f.createProject();
    const service = await f.createService({ projectId, associatedPropertyIds: [propertyId] });
    const key = randomUUID();
    const refused = await sendOnce(
      'POST',
      '/api/observation/create',
      { serviceId: service.id, typeId: 1, ackTypeId: ObservationAck.Yes, notes: null },
      key,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors.notes).toEqual([
      'The Observation Notes field is required when Yes is selected.',
    ]);
    const body = { serviceId: service.id, typeId: 1, ackTypeId: ObservationAck.Yes, notes: 'Gate unlocked' };
    const saved = await sendOnce('POST', '/api/observation/create', body, key);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await sendOnce('POST', '/api/observation/create', body, key)).json().id).toBe(saved.json().id);
    const rows = await t.db.select().from(s.observations).where(eq(s.observations.serviceId, service.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses the same key with another body (422) and changes nothing; the same body still replays the first answer', async () => {
    const { projectId, propertyId } = await f.createProject();
    const service = await f.createService({ projectId, associatedPropertyIds: [propertyId] });
    const key = randomUUID();
    const body = { serviceId: service.id, typeId: 1, ackTypeId: ObservationAck.Default, notes: null };
    const first = await sendOnce('POST', '/api/observation/create', body, key);
    expect(first.statusCode, first.body).toBe(200);
    const changed = await sendOnce('POST', '/api/observation/create', { ...body, typeId: 2 }, key);
    expect([changed.statusCode, changed.json().message]).toEqual([422, clientWriteMessages.reused]);
    // The same body in another key order is the same request.
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const replay = await sendOnce('POST', '/api/observation/create', reordered, key);
    expect([replay.statusCode, replay.json()]).toEqual([200, first.json()]);
    const rows = await t.db.select().from(s.observations).where(eq(s.observations.serviceId, service.id));
    expect(rows.map((row) => row.typeId)).toEqual([1]);

    const update = { ...f.updateBody(service), notes: 'Walked the north line' };
    const updateKey = randomUUID();
    expect((await sendOnce('PUT', '/api/service/update', update, updateKey)).statusCode).toBe(200);
    const otherUpdate = await sendOnce(
      'PUT',
      '/api/service/update',
      { ...update, notes: 'Other' },
      updateKey,
    );
    expect(otherUpdate.statusCode).toBe(422);
    expect((await f.call('GET', `/api/service/${service.id}`)).json().notes).toBe('Walked the north line');
  });

  it('refuses a key used for another kind of write or by another user, and a key that is no UUID', async () => {
    const { projectId, propertyId } = await f.createProject();
    const service = await f.createService({ projectId, associatedPropertyIds: [propertyId] });
    const key = randomUUID();
    const event = {
      serviceId: service.id,
      instrumentId: null,
      eventTypeId: 31,
      date: '11/20/2026',
      notes: null,
    };
    const first = await sendOnce('POST', '/api/event/create', event, key);
    expect(first.statusCode, first.body).toBe(200);
    const otherKind = await sendOnce(
      'POST',
      '/api/observation/create',
      { serviceId: service.id, typeId: 2, ackTypeId: 1, notes: null },
      key,
    );
    expect(otherKind.statusCode).toBe(422);
    expect(otherKind.json().message).toBe(clientWriteMessages.reused);
    const otherUser = await sendOnce('POST', '/api/event/create', event, key, t.tokens.admin);
    expect(otherUser.statusCode).toBe(422);
    const badKey = await sendOnce('POST', '/api/event/create', event, 'not-a-uuid');
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().message).toContain('The Idempotency-Key header must be a UUID.');
  });
});
