import { serviceMessages } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { serviceFixtures } from './service-fixtures.test-helper';

let t: TestApp;
let f: ReturnType<typeof serviceFixtures>;
beforeAll(async () => {
  t = await createTestApp();
  f = serviceFixtures(t);
});
afterAll(() => t.close());

const newService = async (overrides = {}, token = t.tokens.staff) => {
  const { projectId, propertyId } = await f.createProject();
  return f.createService({ projectId, associatedPropertyIds: [propertyId], ...overrides }, token);
};

describe('observations of a service', () => {
  it('adds with the default answer, lists by observation order, updates and deletes', async () => {
    const service = await newService();
    const created = await f.call('POST', '/api/observation/create', { serviceId: service.id, typeId: '3' });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({
      typeId: 3,
      name: 'Division of Land',
      ackTypeId: 1,
      ackTypeName: 'No',
      notes: null,
    });
    await f.call('POST', '/api/observation/create', { serviceId: service.id, typeId: 1, ackTypeId: 3 });
    const list = (
      await f.call('GET', `/api/service/${service.id}/observations`, undefined, t.tokens.viewer)
    ).json();
    expect(list.map((o: { typeId: number }) => o.typeId)).toEqual([1, 3]);
    const updated = await f.call('PUT', '/api/observation/update', {
      id: created.json().id,
      version: 1,
      typeId: 3,
      ackTypeId: 2,
      notes: 'Lot line surveyed',
    });
    expect(updated.json()).toMatchObject({ ackTypeName: 'Yes', notes: 'Lot line surveyed', version: 2 });
    const stale = await f.call('DELETE', `/api/observation/delete/${created.json().id}?version=1`);
    expect(stale.statusCode).toBe(409);
    expect(
      (await f.call('DELETE', `/api/observation/delete/${created.json().id}?version=2`)).statusCode,
    ).toBe(200);
    expect((await f.call('GET', `/api/service/${service.id}/observations`)).json()).toHaveLength(1);
  });

  it.each([
    [{ ackTypeId: 2 }, 'notes', serviceMessages.observationNotesRequired],
    [
      { notes: 'x'.repeat(251) },
      'notes',
      'The Observation Notes field may not be greater than 250 characters.',
    ],
    [{ typeId: 999 }, 'typeId', 'The Observation was not found.'],
    [{ ackTypeId: 999 }, 'ackTypeId', 'The Answer was not found.'],
  ])('refuses %o', async (change, field, message) => {
    const service = await newService();
    const res = await f.call('POST', '/api/observation/create', {
      serviceId: service.id,
      typeId: 1,
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[field]).toEqual([message]);
  });

  it('takes each observation once per service', async () => {
    const service = await newService();
    await f.call('POST', '/api/observation/create', { serviceId: service.id, typeId: 4 });
    const again = await f.call('POST', '/api/observation/create', { serviceId: service.id, typeId: 4 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(serviceMessages.observationOnService);
  });

  it('follows the service’s Edit permission: not for Staff on a closed service they do not lead, nor view-only users', async () => {
    const adminId = await f.userId(t.tokens.admin);
    const service = await newService(
      { staffLead: adminId, statusId: 2, closedEvent: { date: '01/01/2025' } },
      t.tokens.admin,
    );
    const staff = await f.call('POST', '/api/observation/create', { serviceId: service.id, typeId: 1 });
    expect(staff.statusCode).toBe(403);
    expect(staff.json().message).toBe(serviceMessages.editNotAllowed);
    expect(
      (await f.call('POST', '/api/observation/create', { serviceId: service.id, typeId: 1 }, t.tokens.viewer))
        .statusCode,
    ).toBe(403);
    expect(
      (await f.call('POST', '/api/observation/create', { serviceId: service.id, typeId: 1 }, t.tokens.admin))
        .statusCode,
    ).toBe(200);
  });
});
