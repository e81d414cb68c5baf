import { PropertyStatus, type Service, type ServiceContactInput, type ServiceCreateInput } from '@app/domain';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { expect } from 'vitest';
import * as s from '../../db/schema';
import type { TestApp } from '../../test/test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Builders for the service API tests: services are made through the API; what other areas own
 * (projects, properties, instruments, reviews) is written directly.
 */
export const serviceFixtures = (t: TestApp) => {
  const call = (method: Method, url: string, payload?: unknown, token = t.tokens.staff) =>
    t.app.inject({ method, url, payload: payload as object, headers: t.auth(token) });

  const userId = async (token: string) =>
    (await call('GET', '/api/users/me', undefined, token)).json().id as number;

  /** A project with one Current property under an instrument of agreement type 2 (so the type is offered). */
  const createProject = async (name = 'Service Test Project') => {
    const [project] = await t.db.insert(s.projects).values({ name }).returning({ id: s.projects.id });
    const propertyId = await addProperty(project.id);
    return { projectId: project.id, propertyId };
  };

  const addProperty = async (
    projectId: number,
    {
      statusId = PropertyStatus.Current,
      agreementTypeId = 2,
    }: { statusId?: number; agreementTypeId?: number } = {},
  ) => {
    const [property] = await t.db
      .insert(s.properties)
      .values({ projectId, name: 'Service Tract', statusId })
      .returning({ id: s.properties.id });
    const [instrument] = await t.db
      .insert(s.instruments)
      .values({ projectId, statusId: 2, agreementTypeId, typeId: 1, openDate: '2020-01-01' })
      .returning({ id: s.instruments.id });
    await t.db.insert(s.propertyInstruments).values({ propertyId: property.id, instrumentId: instrument.id });
    return property.id;
  };

  /** A contact of the synced copy (with a name) to put on new services. */
  const anyContact = async () => {
    const [row] = await t.db
      .select({ crmId: s.contacts.crmId })
      .from(s.contacts)
      .where(isNotNull(s.contacts.name))
      .orderBy(asc(s.contacts.id))
      .limit(1);
    return row.crmId;
  };

  const serviceInput = async (
    overrides: Partial<ServiceCreateInput> & { projectId: number | null; associatedPropertyIds: number[] },
  ): Promise<ServiceCreateInput & { contact: ServiceContactInput }> => ({
    categoryId: 1,
    typeIds: [41],
    statusId: 1,
    agreementTypeId: 2,
    staffLead: await userId(t.tokens.staff),
    contact: { crmId: await anyContact(), roleIds: [39, 24] },
    ...overrides,
  });

  const createService = async (
    overrides: Partial<ServiceCreateInput> & { projectId: number | null; associatedPropertyIds: number[] },
    token = t.tokens.staff,
  ): Promise<Service> => {
    const res = await call('POST', '/api/service/create', await serviceInput(overrides), token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  /** The update body of a saved service, as the edit form sends it back. */
  const updateBody = (service: Service) => ({
    id: service.id,
    version: service.version,
    categoryId: service.categoryId,
    typeIds: service.typeIds,
    statusId: service.statusId,
    agreementTypeId: service.agreementTypeId,
    staffLead: service.staffLead,
    productIds: service.productIds,
    previousServiceId: service.previousServiceId,
    feeCharged: service.feeCharged,
    feePaid: service.feePaid,
    notes: service.notes,
    imageryAssessmentBeforeDate: service.imageryAssessmentBeforeDate,
    beforeSource: service.beforeSource,
    beforeSourceNotes: service.beforeSourceNotes,
    imageryAssessmentAfterDate: service.imageryAssessmentAfterDate,
    afterSource: service.afterSource,
    afterSourceNotes: service.afterSourceNotes,
    landownerPropertyPlans: service.landownerPropertyPlans,
    questionsForVOF: service.questionsForVOF,
    inspectionMethod: service.inspectionMethod,
    reportCompletedDate: service.reportCompletedDate,
  });

  const eventTypesOf = async (serviceId: number) =>
    (
      await t.db
        .select({ typeId: s.events.eventTypeId })
        .from(s.events)
        .where(eq(s.events.serviceId, serviceId))
        .orderBy(asc(s.events.id))
    ).map((r) => r.typeId);

  const addOpenReview = async (serviceId: number) => {
    const staff = await userId(t.tokens.staff);
    const [row] = await t.db
      .insert(s.reviews)
      .values({ serviceId, assigneeId: staff, assignerId: staff, instructions: 'Please review' })
      .returning({ id: s.reviews.id });
    return row.id;
  };

  const serviceRow = async (id: number) => {
    const [row] = await t.db.select().from(s.services).where(eq(s.services.id, id));
    return row;
  };

  const contactLinksOf = (serviceId: number) =>
    t.db
      .select()
      .from(s.contactLinks)
      .where(and(eq(s.contactLinks.serviceId, serviceId)));

  return {
    call,
    userId,
    createProject,
    addProperty,
    serviceInput,
    createService,
    updateBody,
    eventTypesOf,
    addOpenReview,
    serviceRow,
    contactLinksOf,
  };
};
