import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { projectFixture } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render';
import { ProjectBar } from './project-bar';

const phoneScreen = () =>
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('max-width'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
      }) as unknown as MediaQueryList,
  );

describe('ProjectBar on a phone', () => {
  it('folds the tabs into a menu named after the path segment', async () => {
    phoneScreen();
    mockApi({ 'GET /api/project/get/5': { body: projectFixture({ id: 5, name: 'River Farm' }) } });
    const { router } = renderWithProviders(null, {
      route: '/project/5/instruments/3',
      routes: [{ path: '/project/:project_id/*', element: <ProjectBar projectId={5} /> }],
    });
    expect(
      await screen.findByRole('heading', { name: 'Project 5:River Farm' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    const menu = screen.getByRole('button', { name: 'Project section: Instruments' });
    await userEvent.click(menu);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Properties' }));
    expect(router.state.location.pathname).toBe('/project/5/properties');
  });
});
