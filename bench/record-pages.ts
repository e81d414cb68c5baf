import { listInstrumentCases } from '../packages/server/src/modules/cases/cases.service';
import { listRecordContacts } from '../packages/server/src/modules/contacts/contact-links.service';
import { listEvents } from '../packages/server/src/modules/events/events.service';
import {
  listAllOpenCases,
  listMyOpenCases,
  listMyOpenReviews,
  listMyOpenServices,
  listMyPendingInstruments,
  listReviewsAssignedByMe,
} from '../packages/server/src/modules/home/home.service';
import { listBuildingAreas } from '../packages/server/src/modules/instrument-details/building-areas.service';
import { listConservationPurposes } from '../packages/server/src/modules/instrument-details/conservation-purposes.service';
import { listPartnershipGrants } from '../packages/server/src/modules/instrument-details/partnership-grants.service';
import { listProtectionAreas } from '../packages/server/src/modules/instrument-details/protection-areas.service';
import {
  getInstrument,
  listProjectInstruments,
} from '../packages/server/src/modules/instruments/instruments.service';
import { listReviews } from '../packages/server/src/modules/reviews/reviews.service';
import { listObservations } from '../packages/server/src/modules/services/observations.service';
import {
  getService,
  listAssociatedProperties,
  listProjectServices,
} from '../packages/server/src/modules/services/services.service';
import { listMyInspectionsDue } from '../packages/server/src/modules/stewardship/stewardship.service';
import type { PageCall, PageCase } from './page-calls';

/** A record a page opens on, with the project it is opened under. */
export type OpenedRecord = { id: number; projectId: number };

/** Spec 3 §7: the calls the instrument page makes when it opens (its properties come inside instrument/{id}). */
export const instrumentPage = (records: readonly OpenedRecord[]): PageCase<OpenedRecord> => {
  const instrument = { type: 'instrument' as const };
  const child = (
    listName: string,
    list: (db: Parameters<PageCall<OpenedRecord>['work']>[0], id: number) => Promise<unknown>,
  ): PageCall<OpenedRecord> => ({
    name: `instrument/{id}/${listName}`,
    path: (r) => `/api/instrument/${r.id}/${listName}`,
    work: (db, r) => list(db, r.id),
  });
  return {
    title: 'instrument page',
    records,
    calls: [
      {
        name: 'instrument/{id}',
        path: (r) => `/api/instrument/${r.id}`,
        work: (db, r) => getInstrument(db, r.id),
      },
      child('events', (db, id) => listEvents(db, { ...instrument, id })),
      child('reviews', (db, id) => listReviews(db, { ...instrument, id })),
      child('partnershipGrants', listPartnershipGrants),
      child('conservationPurposes', listConservationPurposes),
      child('buildingActivityAreas', listBuildingAreas),
      child('waterQualityProtectionAreas', listProtectionAreas),
      child('contacts', (db, id) => listRecordContacts(db, { ...instrument, id })),
      // Issue 33 §6: the violation cases naming it.
      child('cases', listInstrumentCases),
      {
        name: 'project/{id}/instruments',
        path: (r) => `/api/project/${r.projectId}/instruments`,
        work: (db, r) => listProjectInstruments(db, r.projectId),
      },
    ],
  };
};

/** Spec 2 §9: the calls the services page makes when it opens a service. */
export const servicePage = (records: readonly OpenedRecord[]): PageCase<OpenedRecord> => {
  const service = { type: 'service' as const };
  return {
    title: 'services page',
    records,
    calls: [
      { name: 'service/{id}', path: (r) => `/api/service/${r.id}`, work: (db, r) => getService(db, r.id) },
      {
        name: 'service/{id}/events',
        path: (r) => `/api/service/${r.id}/events`,
        work: (db, r) => listEvents(db, { ...service, id: r.id }),
      },
      {
        name: 'service/{id}/observations',
        path: (r) => `/api/service/${r.id}/observations`,
        work: (db, r) => listObservations(db, r.id),
      },
      {
        name: 'service/{id}/reviews',
        path: (r) => `/api/service/${r.id}/reviews`,
        work: (db, r) => listReviews(db, { ...service, id: r.id }),
      },
      {
        name: 'service/{id}/contacts',
        path: (r) => `/api/service/${r.id}/contacts`,
        work: (db, r) => listRecordContacts(db, { ...service, id: r.id }),
      },
      {
        name: 'service/{id}/associatedProperties',
        path: (r) => `/api/service/${r.id}/associatedProperties`,
        work: (db, r) => listAssociatedProperties(db, r.id),
      },
      {
        name: 'project/{id}/services',
        path: (r) => `/api/project/${r.projectId}/services`,
        work: (db, r) => listProjectServices(db, r.projectId),
      },
    ],
  };
};

/** The signed-in user the tiles are read for. */
export type TileUser = { id: number; roles: string[] };

/** Spec 1 §2 and issue 12 §2: the home page's five tiles, first page of 100 (DESIGN §9: ≤ 30 ms). */
export const homeTiles = (user: TileUser): PageCase<TileUser> => {
  const first = { page: 1, pageSize: 100 };
  const query = 'page=1&pageSize=100';
  return {
    title: 'home page',
    records: [user],
    budgetMs: 30,
    calls: [
      {
        name: 'staffleadinstruments',
        path: () => `/api/staffleadinstruments?${query}`,
        work: (db, u) => listMyPendingInstruments(db, { userId: u.id, ...first }),
      },
      {
        name: 'staffleadservices',
        path: () => `/api/staffleadservices?${query}`,
        work: (db, u) => listMyOpenServices(db, { userId: u.id, ...first }),
      },
      {
        name: 'Review/MyOpenReviews',
        path: () => `/api/Review/MyOpenReviews?${query}`,
        work: (db, u) => listMyOpenReviews(db, { userId: u.id, ...first }),
      },
      {
        name: 'Review/ReviewsAssignedByMe',
        path: () => `/api/Review/ReviewsAssignedByMe?${query}`,
        work: (db, u) => listReviewsAssignedByMe(db, { userId: u.id, ...first }),
      },
      {
        name: 'stewardship/inspectionsDue',
        path: () => `/api/stewardship/inspectionsDue?${query}`,
        work: (db, u) => listMyInspectionsDue(db, { user: u as never, ...first }),
      },
      // Issue 33 §6: the Open Violations tiles, mine and all.
      {
        name: 'case/myOpenCases',
        path: () => `/api/case/myOpenCases?${query}`,
        work: (db, u) => listMyOpenCases(db, { userId: u.id, ...first }),
      },
      {
        name: 'case/openCases',
        path: () => `/api/case/openCases?${query}`,
        work: (db, u) => listAllOpenCases(db, { userId: u.id, ...first }),
      },
    ],
  };
};
