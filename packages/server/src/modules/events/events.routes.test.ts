import { type Event, eventMessages, todayInDisplayZone } from '@app/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { childFixtures } from './child-fixtures.test-helper';

let t: TestApp;
let f: ReturnType<typeof childFixtures>;
beforeAll(async () => {
  t = await createTestApp();
  f = childFixtures(t);
});
afterAll(() => t.close());

// Seeded instrument event types: 1 Application Received, 7 Amended (admin edit only), 8 Terminated
// (admin edit and delete only), 9 Executed (admin delete only), 10 archived; 31 Inspection is a service type.
const addEvent = async (body: Record<string, unknown>, account: 'admin' | 'staff' = 'staff') => {
  const res = await f.call('POST', '/api/event/create', body, account);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Event;
};
const auditRows = (id: number) => t.db.select().from(s.auditLog).where(eq(s.auditLog.recordId, id));

describe('event lists', () => {
  it('lists an instrument’s events by date descending, then id descending, to view-only users too', async () => {
    const instrumentId = await f.createInstrument();
    const a = await addEvent({ instrumentId, eventTypeId: 1, date: '01/05/2024', notes: 'first' });
    const b = await addEvent({ instrumentId, eventTypeId: 2, date: '2024-03-01' });
    const c = await addEvent({ instrumentId, eventTypeId: 1, date: '01/05/2024' });
    const res = await f.call('GET', `/api/instrument/${instrumentId}/events`, undefined, 'viewer');
    expect(res.statusCode).toBe(200);
    const list = res.json() as Event[];
    expect(list.map((e) => e.id)).toEqual([b.id, c.id, a.id]);
    expect(list[2]).toMatchObject({ eventTypeName: 'Application Received', notes: 'first', serviceId: null });
  });

  it('lists a service’s events', async () => {
    const serviceId = await f.createService();
    const e = await addEvent({ serviceId, eventTypeId: 31, date: '02/02/2024' });
    const list = (await f.call('GET', `/api/service/${serviceId}/events`)).json() as Event[];
    expect(list.map((x) => x.id)).toEqual([e.id]);
  });

  it('answers 404 for a parent that does not exist', async () => {
    const res = await f.call('GET', '/api/instrument/99999999/events');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Instrument not found.' });
    expect((await f.call('GET', '/api/service/99999999/events')).json()).toEqual({
      message: 'Service not found.',
    });
  });
});

describe('POST event/create', () => {
  it('adds an event on the chosen New York day, audited, with its creator', async () => {
    const instrumentId = await f.createInstrument();
    const event = await addEvent({ instrumentId, eventTypeId: 1, date: '03/11/2024', notes: ' Signed ' });
    expect(event).toMatchObject({
      instrumentId,
      notes: 'Signed',
      createdByName: expect.any(String),
      version: 1,
    });
    expect(event.date).toBe('2024-03-11T04:00:00.000Z');
    expect((await auditRows(event.id)).some((r) => r.tableName === 'events' && r.action === 'create')).toBe(
      true,
    );
  });

  it.each([
    [{ date: '01/01/2024' }, 'eventTypeId', 'The Event Type field is required.'],
    [{ eventTypeId: 1 }, 'date', 'The Date field is required.'],
    [
      { eventTypeId: 1, date: '13/45/2024' },
      'date',
      'The Date field must be a valid date in the format MM/DD/YYYY.',
    ],
    [{ eventTypeId: 1, date: '01/01/2999' }, 'date', 'The Date field may not be a future date.'],
    [
      { eventTypeId: 1, date: '01/01/2024', notes: 'x'.repeat(257) },
      'notes',
      'The Notes field may not be greater than 256 characters.',
    ],
  ])('refuses %j with the field’s message', async (values, field, message) => {
    const instrumentId = await f.createInstrument();
    const res = await f.call('POST', '/api/event/create', { instrumentId, ...values });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[field]).toEqual([message]);
  });

  it('accepts today and 256 characters of notes', async () => {
    const instrumentId = await f.createInstrument();
    await addEvent({ instrumentId, eventTypeId: 1, date: todayInDisplayZone(), notes: 'x'.repeat(256) });
  });

  it('needs exactly one parent', async () => {
    const serviceId = await f.createService();
    const instrumentId = await f.createInstrument();
    for (const parent of [{}, { instrumentId, serviceId }]) {
      const res = await f.call('POST', '/api/event/create', {
        ...parent,
        eventTypeId: 1,
        date: '01/01/2024',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(eventMessages.oneParent);
    }
  });

  it('answers 404 when the parent does not exist', async () => {
    const res = await f.call('POST', '/api/event/create', {
      serviceId: 99999999,
      eventTypeId: 31,
      date: '01/01/2024',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Service not found.');
  });

  it('refuses another parent’s type, an archived type and an unknown type', async () => {
    const instrumentId = await f.createInstrument();
    for (const eventTypeId of [31, 10, 9999]) {
      const res = await f.call('POST', '/api/event/create', {
        instrumentId,
        eventTypeId,
        date: '01/01/2024',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors.eventTypeId).toEqual([eventMessages.typeNotOffered]);
    }
  });

  it('offers admin-edit-only types to admins only', async () => {
    const instrumentId = await f.createInstrument();
    const res = await f.call('POST', '/api/event/create', {
      instrumentId,
      eventTypeId: 7,
      date: '01/01/2024',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(eventMessages.adminOnlyType);
    await addEvent({ instrumentId, eventTypeId: 7, date: '01/01/2024' }, 'admin');
  });

  it('is refused to view-only users', async () => {
    const instrumentId = await f.createInstrument();
    const res = await f.call(
      'POST',
      '/api/event/create',
      { instrumentId, eventTypeId: 1, date: '01/01/2024' },
      'viewer',
    );
    expect(res.statusCode).toBe(403);
  });
});

describe('PUT event/update', () => {
  it('changes type, date and notes, version-checked', async () => {
    const instrumentId = await f.createInstrument();
    const event = await addEvent({ instrumentId, eventTypeId: 1, date: '01/01/2024' });
    const res = await f.call('PUT', '/api/event/update', {
      id: event.id,
      version: 1,
      eventTypeId: 2,
      date: '02/02/2024',
      notes: 'moved',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      eventTypeId: 2,
      eventTypeName: 'Board Approved',
      notes: 'moved',
      version: 2,
    });
    const stale = await f.call('PUT', '/api/event/update', {
      id: event.id,
      version: 1,
      eventTypeId: 2,
      date: '02/02/2024',
    });
    expect(stale.statusCode).toBe(409);
  });

  it('lets only admins change the type or date of an admin-delete-only event; notes are anyone’s', async () => {
    const instrumentId = await f.createInstrument();
    const executed = await addEvent({ instrumentId, eventTypeId: 9, date: '01/01/2024' });
    const moved = await f.call('PUT', '/api/event/update', {
      id: executed.id,
      version: 1,
      eventTypeId: 9,
      date: '01/02/2024',
    });
    expect(moved.statusCode).toBe(403);
    expect(moved.json().message).toBe(eventMessages.adminOnlyTypeAndDate);
    const retyped = await f.call('PUT', '/api/event/update', {
      id: executed.id,
      version: 1,
      eventTypeId: 1,
      date: '01/01/2024',
    });
    expect(retyped.statusCode).toBe(403);
    const noted = await f.call('PUT', '/api/event/update', {
      id: executed.id,
      version: 1,
      eventTypeId: 9,
      date: executed.date,
      notes: 'Deed signed.',
    });
    expect(noted.statusCode, noted.body).toBe(200);
    expect(noted.json().date).toBe(executed.date);
    const byAdmin = await f.call(
      'PUT',
      '/api/event/update',
      { id: executed.id, version: 2, eventTypeId: 9, date: '01/02/2024' },
      'admin',
    );
    expect(byAdmin.statusCode).toBe(200);
  });

  it('keeps an event’s own admin-edit-only type for staff, but staff cannot choose one', async () => {
    const instrumentId = await f.createInstrument();
    const amended = await addEvent({ instrumentId, eventTypeId: 7, date: '01/01/2024' }, 'admin');
    const kept = await f.call('PUT', '/api/event/update', {
      id: amended.id,
      version: 1,
      eventTypeId: 7,
      date: '01/01/2024',
      notes: 'n',
    });
    expect(kept.statusCode, kept.body).toBe(200);
    const plain = await addEvent({ instrumentId, eventTypeId: 1, date: '01/01/2024' });
    const chosen = await f.call('PUT', '/api/event/update', {
      id: plain.id,
      version: 1,
      eventTypeId: 7,
      date: '01/01/2024',
    });
    expect(chosen.statusCode).toBe(403);
  });

  it('answers 404 for an event that does not exist', async () => {
    const res = await f.call('PUT', '/api/event/update', {
      id: 99999999,
      version: 1,
      eventTypeId: 1,
      date: '01/01/2024',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(eventMessages.notFound);
  });
});

describe('DELETE event/delete/{id}', () => {
  it('deletes an ordinary event for staff, audited', async () => {
    const instrumentId = await f.createInstrument();
    const event = await addEvent({ instrumentId, eventTypeId: 1, date: '01/01/2024' });
    const res = await f.call('DELETE', `/api/event/delete/${event.id}?version=1`);
    expect(res.statusCode).toBe(200);
    expect(await t.db.select().from(s.events).where(eq(s.events.id, event.id))).toEqual([]);
    expect((await auditRows(event.id)).some((r) => r.tableName === 'events' && r.action === 'delete')).toBe(
      true,
    );
  });

  it('refuses staff an admin-delete-only event, allows an admin', async () => {
    const serviceId = await f.createService();
    const open = await addEvent({ serviceId, eventTypeId: 29, date: '01/01/2024' });
    const res = await f.call('DELETE', `/api/event/delete/${open.id}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(eventMessages.adminOnlyDelete);
    expect((await f.call('DELETE', `/api/event/delete/${open.id}`, undefined, 'admin')).statusCode).toBe(200);
  });

  it('answers 409 for a stale version, 404 for a missing event, 403 for view-only users', async () => {
    const instrumentId = await f.createInstrument();
    const event = await addEvent({ instrumentId, eventTypeId: 1, date: '01/01/2024' });
    expect((await f.call('DELETE', `/api/event/delete/${event.id}?version=2`)).statusCode).toBe(409);
    expect((await f.call('DELETE', `/api/event/delete/${event.id}`, undefined, 'viewer')).statusCode).toBe(
      403,
    );
    expect((await f.call('DELETE', '/api/event/delete/99999999')).statusCode).toBe(404);
  });
});
