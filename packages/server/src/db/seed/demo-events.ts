import { EventType, InstrumentStatus, ServiceCategory } from '@app/domain';
import * as s from '../schema';
import {
  addDays,
  anchor,
  type Context,
  type InstrumentPlan,
  notAfterAnchor,
  type ServicePlan,
} from './demo-context';

const eventNotes = [
  '',
  'Met with landowner on site.',
  'Letter mailed.',
  'Photos saved to the folder.',
  'Called; left message.',
];

/**
 * Events: Open for every service, Inspection for inspections (then observations), Closed for closed
 * ones (spec 2 §4); the milestones of instruments, Executed for every executed one.
 */
export const seedEvents = async (ctx: Context, instruments: InstrumentPlan[], services: ServicePlan[]) => {
  const { tx, int, pick, chance, sample, activeUsers } = ctx;
  const by = () => pick(activeUsers);
  const rows: (typeof s.events.$inferInsert)[] = [];
  const inspected: ServicePlan[] = [];
  for (const service of services) {
    const serviceId = service.id;
    rows.push({ serviceId, eventTypeId: EventType.Open, date: service.openDate, createdById: by() });
    const inspectionDate = notAfterAnchor(addDays(service.openDate, int(3, 40)));
    if (
      service.categoryId === ServiceCategory.Inspection &&
      (service.closeDate || inspectionDate.getTime() < anchor)
    ) {
      inspected.push(service);
      const date =
        service.closeDate && service.closeDate < inspectionDate ? service.closeDate : inspectionDate;
      rows.push({
        serviceId,
        eventTypeId: EventType.Inspection,
        date,
        notes: pick(eventNotes) || null,
        createdById: by(),
      });
    }
    if (chance(0.4)) {
      rows.push({
        serviceId,
        eventTypeId: pick([32, 33, 34, 35]),
        date: notAfterAnchor(addDays(service.openDate, int(1, 30))),
        notes: pick(eventNotes) || null,
        createdById: by(),
      });
    }
    if (service.closeDate)
      rows.push({ serviceId, eventTypeId: EventType.Closed, date: service.closeDate, createdById: by() });
  }
  for (const instrument of instruments) {
    const instrumentId = instrument.id;
    rows.push({ instrumentId, eventTypeId: 1, date: instrument.openDate, createdById: by() });
    if (chance(0.6)) {
      rows.push({
        instrumentId,
        eventTypeId: 2,
        date: notAfterAnchor(addDays(instrument.openDate, int(20, 50))),
        notes: 'Approved at the quarterly board meeting.',
        createdById: by(),
      });
    }
    const { executedDate, recordedDate } = instrument;
    if (executedDate) {
      rows.push({
        instrumentId,
        eventTypeId: EventType.Executed,
        date: executedDate,
        notes: 'Deed signed by all parties.',
        createdById: by(),
      });
    }
    if (recordedDate) rows.push({ instrumentId, eventTypeId: 6, date: recordedDate, createdById: by() });
    if (instrument.statusId === InstrumentStatus.Inactive && recordedDate) {
      rows.push({
        instrumentId,
        eventTypeId: 8,
        date: notAfterAnchor(addDays(recordedDate, int(300, 2000))),
        notes: 'Superseded by an amended and restated deed.',
        createdById: by(),
      });
    }
  }
  await tx.insert(s.events).values(rows);

  const findings = [
    'New run-in shed near the east fence line.',
    'Minor gully erosion along the farm lane.',
    'Autumn olive spreading in the old field.',
  ];
  await tx.insert(s.observations).values(
    inspected.flatMap((service) =>
      sample([1, 2, 3, 4, 5, 6, 7, 8], int(2, 4)).map((typeId) => {
        const ackTypeId = pick([1, 1, 1, 2, 3]);
        return { serviceId: service.id, typeId, ackTypeId, notes: ackTypeId === 2 ? pick(findings) : null };
      }),
    ),
  );
};
