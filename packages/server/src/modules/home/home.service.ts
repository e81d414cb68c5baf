import { type HomeListQuery, InstrumentStatus, ReviewStatus, ServiceStatus } from '@app/domain';
import type { Db } from '../../db/client';
import { listOpenCases } from '../cases/api';
import {
  listReviewsAssignedBy,
  listReviewsAssignedTo,
  listStaffLeadInstruments,
  listStaffLeadServices,
} from './home.repo';

type HomeListRequest = { userId: number } & HomeListQuery;

const paged =
  <T>(
    read: (paging: {
      userId: number;
      offset: number;
      limit: number;
    }) => Promise<{ items: T[]; total: number }>,
  ) =>
  async ({ userId, page, pageSize }: HomeListRequest) => ({
    ...(await read({ userId, offset: (page - 1) * pageSize, limit: pageSize })),
    page,
    pageSize,
  });

/** My Pending Instruments: Pending instruments the user is Staff Lead of. */
export const listMyPendingInstruments = (db: Db, request: HomeListRequest) =>
  paged((p) => listStaffLeadInstruments(db, { ...p, statusId: InstrumentStatus.Pending }))(request);

/** My Open Services: Open services the user is Staff Lead of. */
export const listMyOpenServices = (db: Db, request: HomeListRequest) =>
  paged((p) => listStaffLeadServices(db, { ...p, statusId: ServiceStatus.Open }))(request);

/** My Pending Reviews: Open reviews assigned to the user. */
export const listMyOpenReviews = (db: Db, request: HomeListRequest) =>
  paged((p) => listReviewsAssignedTo(db, { ...p, statusId: ReviewStatus.Open }))(request);

/** Reviews Assigned by Me: every review the user assigned except withdrawn ones (spec 1 §2). */
export const listReviewsAssignedByMe = (db: Db, request: HomeListRequest) =>
  paged((p) => listReviewsAssignedBy(db, { ...p, exceptStatusId: ReviewStatus.Withdrawn }))(request);

/** Open Violations, mine: open cases the user reported or leads an easement of (issue 33 §6). */
export const listMyOpenCases = (db: Db, request: HomeListRequest) =>
  paged((p) => listOpenCases(db, p))(request);

/** Open Violations, all: every open case. */
export const listAllOpenCases = (db: Db, request: HomeListRequest) =>
  paged((p) => listOpenCases(db, { ...p, userId: null }))(request);
