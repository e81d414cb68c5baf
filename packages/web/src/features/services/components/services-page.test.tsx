import { screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../../lib/users-queries';
import { staffUser } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { ServiceList } from './service-list';
import { ServicesPage } from './services-page';

const routes: RouteObject[] = [
  { path: '/project/:project_id/services', element: <ServicesPage /> },
  { path: '/project/:project_id/services/:id', element: <p>Service page</p> },
];

const service = (id: number, extra = {}) => ({
  id,
  categoryId: 8,
  categoryName: 'Potential Violation Follow-up',
  typeIds: [80],
  statusId: 1,
  openDate: '2024-03-01',
  isMultiProperty: false,
  primaryProjectId: 5,
  ...extra,
});

const renderPage = (services: unknown[], me: CurrentUser = staffUser) => {
  mockApi({
    'GET /api/users/me': { body: me },
    'GET /api/project/5/services': { body: services },
    'GET /api/service/statuses': { body: [] },
  });
  return renderWithProviders(null, { routes, route: '/project/5/services' });
};

describe('ServicesPage', () => {
  it('goes to the default service, the first of the list', async () => {
    const { router } = renderPage([service(12), service(9)]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/project/5/services/12'));
  });

  it('says No Services Found, with the Add link', async () => {
    renderPage([]);
    expect(await screen.findByText('No Services Found')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Add Service' })).toHaveAttribute(
      'href',
      '/project/5/services/new',
    );
  });

  it('lists each service with its open year, MP tag and category cut at 15 characters', async () => {
    mockApi({
      'GET /api/project/5/services': { body: [service(9, { isMultiProperty: true })] },
      'GET /api/service/statuses': { body: [] },
    });
    renderWithProviders(<ServiceList projectId={5} selectedId={9} canAdd={false} />);
    const list = await screen.findByRole('navigation', { name: 'Services' });
    expect(await within(list).findByRole('link', { name: 'Service 9' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(list).getByText('2024')).toBeInTheDocument();
    expect(within(list).getByText('MP')).toBeInTheDocument();
    expect(within(list).getByText('Potential Viola...')).toHaveAccessibleName(
      'Potential Violation Follow-up',
    );
    expect(within(list).queryByRole('link', { name: 'Add Service' })).not.toBeInTheDocument();
  });
});
