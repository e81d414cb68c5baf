import { EventType, InstrumentStatus } from '@app/domain';
import { inspectionScheduleCases } from '@app/domain/stewardship-cases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { fixtures } from '../projects/project-fixtures.test-helper';
import { findPropertyInspectionSchedule } from './stewardship.repo';

/** The SQL the search, the tile and the property details read, on the domain rule's own case table. */
let t: TestApp;
let f: ReturnType<typeof fixtures>;
beforeAll(async () => {
  t = await createTestApp();
  f = fixtures(t.db);
});
afterAll(() => t.close());

describe('the stewardship schedule in SQL', () => {
  it.each(inspectionScheduleCases)('$name', async ({ input, today, expected }) => {
    const project = await f.project({ name: 'Schedule Case' });
    const property = await f.property({
      projectId: project.id,
      name: 'Case Tract',
      statusId: input.statusId,
      targetInspectionFrequency: input.targetInspectionFrequency,
    });
    if (input.earliestActiveExecutedDate !== null) {
      const instrument = await f.instrument({
        projectId: project.id,
        statusId: InstrumentStatus.Active,
        executedDate: input.earliestActiveExecutedDate,
      });
      await f.cover({ propertyId: property.id, instrumentId: instrument.id });
    }
    if (input.lastInspection !== null) {
      const service = await f.service({ projectId: project.id, propertyIds: [property.id] });
      // 16:00 UTC is the same day in New York.
      await f.event({
        serviceId: service.id,
        eventTypeId: EventType.Inspection,
        date: new Date(`${input.lastInspection}T16:00:00Z`),
      });
    }
    const row = await findPropertyInspectionSchedule(t.db, property.id, today);
    expect(
      row?.scheduled ? { lastInspection: row.lastInspection, dueDate: row.dueDate, state: row.state } : null,
    ).toEqual(expected);
  });
});
