import { type DevelopmentRights, type ProjectEvent, projectDeletedNotice } from '@app/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProjectShell } from '../../../app/layout/project-shell';
import type { CurrentUser } from '../../../lib/users-queries';
import { adminUser, staffUser, viewOnlyUser } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { callsTo, project, type Routes } from '../test/project-fixtures';
import { ProjectSummaryPage } from './project-summary-page';

const rights: DevelopmentRights & { projectId: number } = {
  projectId: 12,
  properties: { allowed: 2, existing: 1, remaining: 1 },
  dwellingUnits: { allowed: 3, existing: 4, remaining: -1 },
  finishedArea: { allowed: 12000.5, existing: 4500, remaining: 7500.5 },
  imperviousArea: { allowed: 20000, existing: 0, remaining: 20000 },
};

const event = (id: number, date: string, overrides: Partial<ProjectEvent> = {}): ProjectEvent => ({
  id,
  eventTypeId: 29,
  eventTypeName: 'Open',
  date,
  notes: null,
  createdByName: 'Sam Staff',
  instrumentId: null,
  serviceId: 40,
  ...overrides,
});

const photoData = `data:image/png;base64,${'iVBORw0KGgo'.repeat(4)}`;

const renderSummary = ({ me = staffUser, routes = {} }: { me?: CurrentUser; routes?: Routes } = {}) => {
  const fetch = mockApi({
    'GET /api/users/me': { body: me },
    'GET /api/project/get/12': {
      body: project({
        documentFolderId: '5550001',
        latestEvents: [
          event(8, '2026-03-02T15:00:00.000Z', {
            eventTypeName: 'Board Approved',
            notes: 'Approved unanimously',
            serviceId: null,
            instrumentId: 5,
          }),
          event(7, '2026-02-01T15:00:00.000Z'),
          event(6, '2026-01-01T15:00:00.000Z'),
          event(5, '2025-12-01T15:00:00.000Z'),
          event(4, '2025-11-01T15:00:00.000Z'),
          event(3, '2025-10-01T15:00:00.000Z', { eventTypeName: 'Too Old' }),
        ],
      }),
    },
    'GET /api/project/12/photo': { body: photoData },
    'GET /api/project/12/developmentRightsSummary': { body: rights },
    'GET /api/project/12/openReviews': {
      body: {
        items: [
          {
            id: 91,
            assigneeName: 'Avery Admin',
            assignerName: 'Sam Staff',
            openDate: '2025-09-06',
            instrumentId: null,
            serviceId: 40,
          },
          {
            id: 92,
            assigneeName: 'Sam Staff',
            assignerName: 'Avery Admin',
            openDate: '2026-07-17',
            instrumentId: 5,
            serviceId: null,
          },
        ],
        total: 2,
        page: 1,
        pageSize: 100,
      },
    },
    ...routes,
  });
  const view = renderWithProviders(null, {
    route: '/project/12',
    routes: [
      {
        path: '/project/:project_id',
        element: <ProjectShell />,
        children: [{ index: true, element: <ProjectSummaryPage /> }],
      },
      { path: '/', element: <p>Home page</p> },
    ],
  });
  return { ...view, fetch };
};

const card = (name: string) => screen.findByRole('region', { name });

describe('ProjectSummaryPage', { timeout: 30_000 }, () => {
  it('shows the project details with its photo', async () => {
    renderSummary();
    const details = await card('Project Details');
    for (const text of [
      'Walnut Hollow Farm',
      'Albemarle County; Clarke County',
      '30.75',
      'Yes',
      'Active',
      '04/25/2025 by Taylor Brooks',
      'Hardwood forest and pasture along Walnut Run.',
    ])
      expect(within(details).getByText(text)).toBeInTheDocument();
    expect(await within(details).findByRole('img', { name: 'Photo of Project 12' })).toHaveAttribute(
      'src',
      photoData,
    );
  });

  it('shows a placeholder when the photo is too short to be one', async () => {
    renderSummary({ routes: { 'GET /api/project/12/photo': { body: 'data:image/png;base64,' } } });
    const details = await card('Project Details');
    await waitFor(() => expect(within(details).getByText('No Photo')).toBeInTheDocument());
    expect(within(details).queryByRole('img', { name: 'Photo of Project 12' })).not.toBeInTheDocument();
  });

  it('shows the development rights with a negative remaining value in red', async () => {
    renderSummary();
    const table = await within(await card('Development Rights')).findByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => Array.from(row.children, (cell) => cell.textContent));
    expect(rows).toEqual([
      ['Right', 'Allowed', 'Existing', 'Remaining'],
      ['Properties', '2', '1', '1'],
      ['Dwelling Units', '3', '4', '-1'],
      ['Finished Area', '12,000.5', '4,500', '7,500.5'],
      ['Impervious Area', '20,000', '0', '20,000'],
    ]);
    expect(within(table).getByText('-1')).toHaveStyle({ color: 'var(--mantine-color-red-7)' });
    expect(within(table).getByText('7,500.5')).not.toHaveStyle({ color: 'var(--mantine-color-red-7)' });
  });

  it('lists the open reviews with a View link to their service or instrument', async () => {
    renderSummary();
    const reviews = await card('Open Reviews');
    expect(await within(reviews).findByText('Review 91 on Service 40')).toBeInTheDocument();
    expect(
      within(reviews).getByText(/Assigned to Avery Admin by Sam Staff, opened 09\/06\/2025/),
    ).toBeInTheDocument();
    expect(within(reviews).getByRole('link', { name: 'View Service 40' })).toHaveAttribute(
      'href',
      '/project/12/services/40',
    );
    expect(within(reviews).getByRole('link', { name: 'View Instrument 5' })).toHaveAttribute(
      'href',
      '/project/12/instruments/5',
    );
  });

  it('shows the five latest events, newest first', async () => {
    renderSummary();
    const events = await card('Latest Events');
    const rows = within(events).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    expect(Array.from(rows[0]?.children ?? [], (cell) => cell.textContent)).toEqual([
      '03/02/2026',
      'Board Approved',
      'Instrument 5',
      'Approved unanimously',
      'Sam Staff',
    ]);
    expect(within(events).queryByText('Too Old')).not.toBeInTheDocument();
  });

  it('embeds the document folder', async () => {
    renderSummary();
    const documents = await card('Documents');
    expect(within(documents).getByTitle('Documents folder')).toHaveAttribute(
      'src',
      'https://box.example.org/embed/folder/5550001',
    );
  });

  it.each([
    ['Staff', true, staffUser],
    ['view-only', false, viewOnlyUser],
  ])('offers %s users no Delete (Edit: %s)', async (_, canEdit, me) => {
    const { fetch } = renderSummary({ me });
    await waitFor(() => expect(callsTo(fetch, 'GET', '/api/users/me')).toHaveLength(1));
    const details = await card('Project Details');
    await waitFor(() =>
      expect(within(details).queryAllByRole('link', { name: 'Edit Project Details' })).toHaveLength(
        canEdit ? 1 : 0,
      ),
    );
    expect(within(details).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });

  it('shows an Admin why the project cannot be deleted and deletes nothing', async () => {
    const blocker = 'All Properties must be set to inactive before the Project is deleted.';
    const { fetch } = renderSummary({
      me: adminUser,
      routes: { 'GET /api/project/12/delete_message': { body: blocker } },
    });
    const details = await card('Project Details');
    await userEvent.click(await within(details).findByRole('button', { name: 'Delete Project 12' }));
    expect(await within(details).findByRole('alert')).toHaveTextContent(blocker);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(fetch, 'DELETE', '/api/project/delete/12')).toHaveLength(0);
  });

  it('deletes after an Admin confirms, tells what to do by hand and goes home', async () => {
    const { fetch, router } = renderSummary({
      me: adminUser,
      routes: {
        'GET /api/project/12/delete_message': { body: '' },
        'DELETE /api/project/delete/12': { body: { id: 12, notice: projectDeletedNotice } },
      },
    });
    const details = await card('Project Details');
    await userEvent.click(await within(details).findByRole('button', { name: 'Delete Project 12' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Project' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(callsTo(fetch, 'DELETE', '/api/project/delete/12')).toHaveLength(1);
    expect(screen.getByText(projectDeletedNotice)).toBeInTheDocument();
  });
});
