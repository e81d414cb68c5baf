import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { project } from '../../features/projects/test/project-fixtures';
import { staffUser } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render';
import { ProjectShell } from './project-shell';

const renderShell = (route: string, routes: Parameters<typeof mockApi>[0]) => {
  const fetch = mockApi({ 'GET /api/users/me': { body: staffUser }, ...routes });
  const view = renderWithProviders(null, {
    route,
    routes: [
      {
        path: '/project/:project_id',
        element: <ProjectShell />,
        children: [
          { path: '*', element: <p>Project screen</p> },
          { index: true, element: <p>Project screen</p> },
        ],
      },
    ],
  });
  return { ...view, fetch };
};

const projectReads = (fetch: ReturnType<typeof mockApi>, id: number) =>
  fetch.mock.calls.filter(
    ([input]) => new URL(String(input), 'http://localhost').pathname === `/api/project/get/${id}`,
  );

describe('ProjectShell', () => {
  it('loads the project of the route and loads another when project_id changes', async () => {
    const { fetch, router } = renderShell('/project/5/properties', {
      'GET /api/project/get/5': { body: project({ id: 5, name: 'River Farm' }) },
      'GET /api/project/get/6': { body: project({ id: 6, name: 'Hill Tract' }) },
    });
    // The first render of a file is slow when the whole suite runs in parallel.
    expect(
      await screen.findByRole('heading', { name: 'Project 5:River Farm' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Project screen')).toBeInTheDocument();

    await router.navigate('/project/6/properties');
    expect(
      await screen.findByRole('heading', { name: 'Project 6:Hill Tract' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(projectReads(fetch, 6)).toHaveLength(1);
    // Moving inside the same project does not load it again.
    await router.navigate('/project/6');
    expect(projectReads(fetch, 6)).toHaveLength(1);
  });

  it('shows a not-found page instead of the bar and the screen for a project that does not exist', async () => {
    renderShell('/project/13', {
      'GET /api/project/get/13': { status: 404, body: { message: 'Project not found.' } },
    });
    expect(await screen.findByRole('heading', { name: 'Project 13 was not found.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Advanced Search' })).toHaveAttribute('href', '/search');
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByText('Project screen')).not.toBeInTheDocument();
  });

  it('says so for an id that is not a number, without asking the server', async () => {
    const { fetch } = renderShell('/project/abc', {});
    expect(await screen.findByRole('heading', { name: 'Project abc was not found.' })).toBeInTheDocument();
    expect(fetch.mock.calls.some(([input]) => String(input).includes('/project/get/'))).toBe(false);
  });

  it('offers Retry when the project could not be loaded', async () => {
    renderShell('/project/7', {
      'GET /api/project/get/7': { status: 500, body: { message: 'The server failed.' } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Project 7 could not be loaded: The server failed.',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText('Project screen')).not.toBeInTheDocument();
  });
});
