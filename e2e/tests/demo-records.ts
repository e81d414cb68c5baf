import type { Page } from '@playwright/test';

/** The access token the app keeps for the signed-in user (oidc-client-ts, in localStorage), or null. */
export const accessTokenOf = (page: Page) =>
  page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i) ?? '';
      if (key.startsWith('oidc.user:'))
        return JSON.parse(localStorage.getItem(key) ?? '{}').access_token as string;
    }
    return null;
  });

/** The signed-in user's API, with the access token the app keeps. */
export const apiOf = async (page: Page) => {
  const token = await accessTokenOf(page);
  if (!token) throw new Error('Sign in before looking records up');
  return async <T>(path: string): Promise<T | null> => {
    const answer = await page.request.get(`/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
    return answer.ok() ? ((await answer.json()) as T) : null;
  };
};

export type CoveredProject = { projectId: number; propertyIds: [number, number] };

/**
 * Projects with two current properties that an instrument of the project covers (so the New Service
 * form offers their agreement types), looked up through the API rather than assumed from the seed.
 * Properties come in the project's own order (largest first), as the forms list them.
 */
export const projectsWithCoveredProperties = async (page: Page, count: number): Promise<CoveredProject[]> => {
  const get = await apiOf(page);
  const found: CoveredProject[] = [];
  for (let projectId = 1; found.length < count && projectId <= 200; projectId++) {
    const current = (await get<{ id: number }[]>(`/project/${projectId}/currentproperties`)) ?? [];
    if (current.length < 2) continue;
    const instruments = (await get<{ id: number }[]>(`/project/${projectId}/instruments`)) ?? [];
    const covered = new Set<number>();
    for (const { id } of instruments) {
      const instrument = await get<{ associatedProperties: { propertyId: number }[] }>(`/instrument/${id}`);
      for (const link of instrument?.associatedProperties ?? []) covered.add(link.propertyId);
    }
    const ids = current.map((p) => p.id).filter((id) => covered.has(id));
    if (ids.length >= 2) found.push({ projectId, propertyIds: [ids[0] as number, ids[1] as number] });
  }
  if (found.length < count)
    throw new Error(`Found ${found.length} of ${count} projects with covered properties`);
  return found;
};

/** A project with at least one service. */
export const projectWithServices = async (page: Page): Promise<number> => {
  const get = await apiOf(page);
  for (let projectId = 1; projectId <= 200; projectId++) {
    if (((await get<unknown[]>(`/project/${projectId}/services`)) ?? []).length > 0) return projectId;
  }
  throw new Error('No project has a service');
};

/** What a journey may ask of a demo property (`GET property/{id}`). */
export type DemoProperty = {
  id: number;
  projectId: number;
  name: string | null;
  statusId: number;
  notes: string | null;
  accessPointLatitude: number | null;
  propertyLocalities: { localityName: string; primary: boolean; taxParcels: unknown[] }[];
  /** The property's page. */
  path: string;
};

/**
 * The first property, in project order and then the project's own order, that `wanted` accepts (with
 * the ids of its project's properties), looked up through the API rather than assumed from the seed's
 * ids: a change to the demo data then fails the lookup by name, not a journey on a wrong record.
 * `fromLastProject`: projects in reverse order, for a journey that wants a property the journeys
 * looking from the first project do not change.
 */
export const findProperty = async (
  page: Page,
  wanted: (property: DemoProperty, projectPropertyIds: number[]) => boolean | Promise<boolean>,
  { fromLastProject = false } = {},
): Promise<DemoProperty> => {
  const get = await apiOf(page);
  const projectIds = Array.from({ length: 200 }, (_, i) => i + 1);
  for (const projectId of fromLastProject ? projectIds.reverse() : projectIds) {
    const ids = ((await get<{ id: number }[]>(`/project/${projectId}/properties`)) ?? []).map((p) => p.id);
    for (const id of ids) {
      const property = await get<Omit<DemoProperty, 'path'>>(`/property/${id}`);
      const found = property && { ...property, path: `/project/${projectId}/properties/${id}` };
      if (found && (await wanted(found, ids))) return found;
    }
  }
  throw new Error('No demo property is as the journey needs');
};

/** What a journey may ask of a demo instrument (`GET instrument/{id}`). */
export type DemoInstrument = {
  id: number;
  projectId: number;
  associatedProperties: { propertyId: number }[];
  /** The instrument's page. */
  path: string;
};

/** The first instrument, in project order, that `wanted` accepts, looked up through the API (as `findProperty`). */
export const findInstrument = async (
  page: Page,
  wanted: (instrument: DemoInstrument) => boolean,
): Promise<DemoInstrument> => {
  const get = await apiOf(page);
  for (let projectId = 1; projectId <= 200; projectId++) {
    for (const { id } of (await get<{ id: number }[]>(`/project/${projectId}/instruments`)) ?? []) {
      const instrument = await get<Omit<DemoInstrument, 'path'>>(`/instrument/${id}`);
      const found = instrument && { ...instrument, path: `/project/${projectId}/instruments/${id}` };
      if (found && wanted(found)) return found;
    }
  }
  throw new Error('No demo instrument is as the journey needs');
};

/** The first `count` projects the API answers: a journey that needs any projects names none of the seed's ids. */
export const someProjects = async (page: Page, count: number): Promise<number[]> => {
  const get = await apiOf(page);
  const found: number[] = [];
  for (let projectId = 1; projectId <= 200 && found.length < count; projectId++)
    if (await get<unknown[]>(`/project/${projectId}/properties`)) found.push(projectId);
  if (found.length < count) throw new Error(`Found ${found.length} of ${count} demo projects`);
  return found;
};

/** The first project the API answers. */
export const firstProject = async (page: Page): Promise<number> => (await someProjects(page, 1))[0] as number;
