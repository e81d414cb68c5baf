import type { RouteObject } from 'react-router';
import { appRoutes } from '../../../app/app-routes';
import type { CurrentUser } from '../../../lib/users-queries';
import { projectFixture, staffUser } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { NewPropertyPage } from '../components/new-property-page';
import { PropertiesPage } from '../components/properties-page';
import { PropertyPage } from '../components/property-page';
import {
  feature,
  instrumentStatuses,
  localities,
  primarySources,
  projectProperties,
  property,
  propertyStatuses,
  serviceStatuses,
} from './property-fixtures';

type Routes = Parameters<typeof mockApi>[0];
type Fetch = ReturnType<typeof mockApi>;

/** The property routes as the app mounts them, with a landing page for each so navigation shows. */
const routes: RouteObject[] = [
  { path: '/project/:project_id/properties', element: <PropertiesPage /> },
  { path: '/project/:project_id/properties/new', element: <NewPropertyPage /> },
  { path: '/project/:project_id/properties/:property_id', element: <PropertyPage /> },
  { path: '/project/:project_id/instruments/:id', element: <p>Instrument page</p> },
  { path: '/project/:project_id/services/:id', element: <p>Service page</p> },
];

/** Renders the app's property routes at `route` against a mocked API (the demo property 6 of project 5). */
export const renderProperty = ({
  me = staffUser,
  route = '/project/5/properties/6',
  api = {},
  app = false,
}: {
  me?: CurrentUser;
  route?: string;
  api?: Routes;
  /** Mount the whole app's route table (guards, project shell, lazy screens) instead of the property routes. */
  app?: boolean;
} = {}) => {
  const fetch = mockApi({
    'GET /api/users/me': { body: me },
    'GET /api/project/5/properties': { body: projectProperties },
    'GET /api/property/6': { body: property() },
    'GET /api/property/6/builtEnvironmentFeatures': { body: [feature()] },
    'GET /api/property/6/contacts': { body: [] },
    'GET /api/property/6/photoPoints': { body: [] },
    'GET /api/property/6/cases': { body: [] },
    'GET /api/property/6/ownerRequests': { body: [] },
    'GET /api/property/6/boundary': { body: { boundary: null } },
    'GET /api/property/contactroles': { body: [] },
    'GET /api/property/propertystatuses': { body: propertyStatuses },
    'GET /api/locality/localities': { body: localities },
    'GET /api/primarySources': { body: primarySources },
    'GET /api/instrument/instrumentstatuses': { body: instrumentStatuses },
    'GET /api/service/statuses': { body: serviceStatuses },
    'GET /api/version': { body: '2.1.0' },
    'GET /api/project/get/5': { body: projectFixture({ id: 5, name: 'Martin Family Tract' }) },
    ...api,
  });
  return { ...renderWithProviders(null, { routes: app ? appRoutes : routes, route }), fetch };
};

export const callsTo = (fetch: Fetch, method: string, path: string) =>
  fetch.mock.calls.filter(
    ([input, init]) =>
      (init?.method ?? 'GET') === method && new URL(String(input), 'http://localhost').pathname === path,
  );

export const bodyOf = (call: unknown[] | undefined) =>
  JSON.parse(String((call?.[1] as RequestInit | undefined)?.body));
