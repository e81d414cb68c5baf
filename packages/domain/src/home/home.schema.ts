import { z } from 'zod';
import { type CaseListItem, caseListItemSchema } from '../cases/cases.schema';
import { MaxPageSize, pageNumber } from '../projects/projects.schema';
import { requestListItemSchema } from '../requests/requests.schema';

/** Spec 1 §2/§9: the home lists load 100 at a time. */
export const HomePageSize = 100;

/** The query of the four home lists: `page` from 1, `pageSize` up to 100 (100 when missing). */
export const homeListQuerySchema = z.object({
  page: pageNumber('Page', 1, 999_999),
  pageSize: pageNumber('Page Size', HomePageSize, MaxPageSize),
});
export type HomeListQuery = z.infer<typeof homeListQuerySchema>;

/** One page of a home list and how many there are in all (the tile's count). */
export const homePage = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

/** GET staffleadinstruments: a Pending instrument the caller is Staff Lead of. */
export const homeInstrumentSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  projectName: z.string(),
  /** The instrument type's code; null when the instrument has no type yet. */
  instrumentType: z.string().nullable(),
  agreementType: z.string(),
  /** YYYY-MM-DD. */
  openDate: z.string(),
});
export type HomeInstrument = z.infer<typeof homeInstrumentSchema>;
export const homeInstrumentsPageSchema = homePage(homeInstrumentSchema);
export type HomeInstrumentsPage = z.infer<typeof homeInstrumentsPageSchema>;

/** GET staffleadservices: an Open service the caller is Staff Lead of. */
export const homeServiceSchema = z.object({
  id: z.number().int(),
  /** The primary project: a multi-property service opens there. */
  projectId: z.number().int(),
  projectName: z.string(),
  isMultiProperty: z.boolean(),
  serviceCategory: z.string(),
  /** The component (type) names, sorted, joined with '; '. */
  serviceType: z.string(),
  /** YYYY-MM-DD. */
  openDate: z.string(),
});
export type HomeService = z.infer<typeof homeServiceSchema>;
export const homeServicesPageSchema = homePage(homeServiceSchema);
export type HomeServicesPage = z.infer<typeof homeServicesPageSchema>;

/** GET Review/MyOpenReviews and Review/ReviewsAssignedByMe: a review with its parent and project. */
export const homeReviewSchema = z.object({
  id: z.number().int(),
  instrumentId: z.number().int().nullable(),
  serviceId: z.number().int().nullable(),
  /** The project of the parent instrument or service (a service's primary project). */
  primaryProjectId: z.number().int(),
  projectName: z.string(),
  reviewStatusId: z.number().int(),
  reviewStatus: z.string(),
  assigneeName: z.string(),
  assignerName: z.string(),
  /** YYYY-MM-DD. */
  openDate: z.string(),
  instructions: z.string(),
});
export type HomeReview = z.infer<typeof homeReviewSchema>;
export const homeReviewsPageSchema = homePage(homeReviewSchema);
export type HomeReviewsPage = z.infer<typeof homeReviewsPageSchema>;

/** GET case/myOpenCases and case/openCases: an open violation case with its next follow-up (issue 33 §6). */
export const homeCaseSchema = caseListItemSchema;
export type HomeCase = CaseListItem;
export const homeCasesPageSchema = homePage(homeCaseSchema);
export type HomeCasesPage = z.infer<typeof homeCasesPageSchema>;

/** GET ownerRequest/overdue: an undecided owner request past its decision due day (issue 33 §5). */
export const homeRequestsPageSchema = homePage(requestListItemSchema);
export type HomeRequestsPage = z.infer<typeof homeRequestsPageSchema>;

/** The empty texts of the home lists (spec 1 §2). */
export const homeEmptyTexts = {
  instruments: 'You are not a Staff Lead of any Open Instruments',
  services: 'You are not a Staff Lead of any Open Services',
  myReviews: 'No Reviews are currently assigned to you',
  assignedReviews: 'No Reviews have been assigned by you',
  myCases: 'No open Violation Cases are yours',
  allCases: 'No Violation Cases are open',
  requestsDue: 'No Owner Requests are past their decision due date',
} as const;
