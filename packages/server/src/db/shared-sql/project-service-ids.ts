import { eq, type Placeholder } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import { properties, serviceProperties, services } from '../schema';

/**
 * The services of a project: those it is the primary project of, and multi-property ones on any of its
 * properties, so a service shows (with its events and reviews) in every project it reaches. The
 * projects module composes it into its summary and delete queries, the services module into its list.
 */
export const projectServiceIds = (db: Db, projectId: number | Placeholder) =>
  union(
    db.select({ id: services.id }).from(services).where(eq(services.projectId, projectId)),
    db
      .select({ id: serviceProperties.serviceId })
      .from(serviceProperties)
      .innerJoin(properties, eq(properties.id, serviceProperties.propertyId))
      .where(eq(properties.projectId, projectId)),
  );
