import { InstrumentStatus, ReviewStatus, ServiceStatus } from '@app/domain';
import * as s from '../schema';
import {
  addDays,
  type Context,
  type InstrumentPlan,
  isoDate,
  notAfterAnchor,
  type ServicePlan,
} from './demo-context';

const instructionsText = [
  'Please review the draft deed language against the current template.',
  'Check the survey plat against the tax parcels before recording.',
  'Confirm the building envelope matches the baseline map.',
  'Review the inspection report and photos; flag anything for follow-up.',
  'Verify the division request complies with the easement terms.',
  'Review the title commitment and lien subordination.',
];

const reviewComments = [
  'Looks good.',
  'Minor edits sent by email.',
  'Approved with the noted changes.',
  'No issues found.',
];

/**
 * Open reviews only where the parent may still have them (open services, pending instruments),
 * assigned in turns among Admin, Staff and others so both demo accounts see them either way.
 */
export const seedReviews = async (ctx: Context, instruments: InstrumentPlan[], services: ServicePlan[]) => {
  const { tx, int, pick, chance, users } = ctx;
  const pairs: [number, number][] = [
    [users.staff, users.admin],
    [users.admin, users.staff],
    [users.admin, users.others[0]],
    [users.others[1], users.admin],
    [users.staff, users.others[2]],
    [users.others[0], users.staff],
  ];
  const rows: (typeof s.reviews.$inferInsert)[] = [];
  const review = (
    parent: { serviceId: number } | { instrumentId: number },
    reviewStatusId: number,
    openDate: Date,
  ) => {
    const [assigneeId, assignerId] = pairs[rows.length % pairs.length];
    const closed = reviewStatusId === ReviewStatus.Complete || reviewStatusId === 3;
    rows.push({
      ...parent,
      reviewStatusId,
      assigneeId,
      assignerId,
      openDate: isoDate(openDate),
      closeDate: closed ? isoDate(notAfterAnchor(addDays(openDate, int(2, 20)))) : null,
      instructions: pick(instructionsText),
      comments: reviewStatusId === ReviewStatus.Complete ? pick(reviewComments) : null,
    });
  };
  for (const service of services) {
    if (service.statusId === ServiceStatus.Closed) {
      if (chance(0.35))
        review(
          { serviceId: service.id },
          pick([ReviewStatus.Complete, ReviewStatus.Complete, 3]),
          service.openDate,
        );
    } else if (chance(0.45)) {
      review({ serviceId: service.id }, ReviewStatus.Open, addDays(service.openDate, int(0, 5)));
    }
  }
  for (const instrument of instruments) {
    const parent = { instrumentId: instrument.id };
    if (instrument.statusId === InstrumentStatus.Pending) {
      if (chance(0.5)) review(parent, ReviewStatus.Open, instrument.openDate);
    } else if (chance(0.3)) {
      review(parent, ReviewStatus.Complete, instrument.openDate);
    }
  }
  // Withdrawn reviews normally disappear; two from the legacy data show that "assigned by me" leaves them out.
  const open = services.find((p) => p.statusId === ServiceStatus.Open) ?? services[0];
  for (const assignerId of [users.admin, users.staff]) {
    rows.push({
      serviceId: open.id,
      reviewStatusId: ReviewStatus.Withdrawn,
      assigneeId: users.others[0],
      assignerId,
      openDate: isoDate(open.openDate),
      instructions: 'Withdrawn request kept from the legacy system.',
    });
  }
  await tx.insert(s.reviews).values(rows);
};
