import type { LedgerCell, LedgerPage as Page } from '@app/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { viewOnlyUser } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { LedgerPage } from './ledger-page';

const empty = (year: number, state: LedgerCell['state']): LedgerCell => ({
  year,
  state,
  serviceId: null,
  projectId: null,
  date: null,
  method: null,
  inspectorName: null,
  reportCompletedDate: null,
  reportCompletedByName: null,
  missing: [],
});

const totals = [2022, 2023, 2024, 2025, 2026].map((year) => ({ year, monitored: year - 2021, required: 7 }));
const ledger: Page = {
  years: [2022, 2023, 2024, 2025, 2026],
  items: [
    {
      instrumentId: 31,
      projectId: 12,
      projectName: 'Walnut Hollow',
      agreementTypeName: 'Easement',
      localityName: 'Albemarle',
      staffLeadName: 'Sam Staff',
      executedDate: '2019-04-02',
      properties: [{ id: 4, name: 'Home Tract' }],
      lastGroundVisit: '2020-05-01',
      groundVisitDueBy: '2025-06-01',
      groundVisitOverdue: true,
      cells: [
        empty(2022, 'notMonitored'),
        {
          ...empty(2023, 'incomplete'),
          serviceId: 77,
          projectId: 12,
          date: '2023-06-01',
          method: 'remote',
          missing: ['reportCompleted'],
        },
        {
          ...empty(2024, 'monitored'),
          serviceId: 78,
          projectId: 12,
          date: '2024-05-06',
          method: 'ground_visit',
        },
        empty(2025, 'notMonitored'),
        empty(2026, 'notMonitored'),
      ],
      ownerContacted: [null, null, '2024-03-09', null, null],
    },
  ],
  total: 30,
  page: 2,
  pageSize: 25,
};

const renderLedger = (route: string) => {
  const fetch = mockApi({
    'GET /api/users/me': { body: viewOnlyUser },
    'GET /api/users/active': { body: [] },
    'GET /api/locality/localities': { body: [] },
    'GET /api/instrument/agreementtypes': { body: [] },
    'GET /api/stewardship/ledger': { body: ledger },
    'GET /api/stewardship/ledger/totals': { body: { totals } },
  });
  const view = renderWithProviders(null, {
    route,
    routes: [
      { path: '/stewardship/ledger', element: <LedgerPage /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
  });
  return { ...view, fetch, user: userEvent.setup() };
};

describe('LedgerPage', () => {
  it('reads its view from the address, shows the totals and each cell in words, and links each inspection', async () => {
    const { fetch } = renderLedger('/stewardship/ledger?staffLead=5&sort=executed&direction=desc&page=2');
    const table = await screen.findByRole('table', { name: 'Accreditation Ledger' });
    const calls = fetch.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.includes('/stewardship/ledger'));
    expect(calls.at(-1)).toMatch(/staffLead=5&sort=executed&direction=desc&page=2&pageSize=25/);
    expect((await screen.findByText(/2024:/)).parentElement).toHaveTextContent(
      '2024: 3 of 7 easements monitored',
    );
    expect(within(table).getByText('Incomplete')).toBeInTheDocument();
    expect(within(table).getByText('Missing: Report Completed date')).toBeInTheDocument();
    expect(
      within(table).getByRole('link', { name: /^Ground Visit 05\/06\/2024: 2024 Monitored, Service 78$/ }),
    ).toHaveAttribute('href', '/project/12/services/78');
    expect(within(table).getAllByText('Not monitored')).toHaveLength(3);
    expect(within(table).getByText(/Due by 06\/01\/2025 \(overdue\)/)).toBeInTheDocument();
    // Beside each year's monitoring, the owner contact of that year (issue 33 §4).
    expect(within(table).getByText('Owner contacted 03/09/2024')).toBeInTheDocument();
    expect(within(table).getAllByText('Owner not contacted')).toHaveLength(4);
    expect(screen.getByText('Showing 26-26 of 30')).toBeInTheDocument();
    // View-only users export too.
    expect(screen.getByRole('button', { name: 'Export Ledger' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Export Project List' })).toBeEnabled();
  }, 15_000);

  it('keeps the sort and the page in the address', async () => {
    const { user, router } = renderLedger('/stewardship/ledger?page=2');
    await screen.findByRole('table', { name: 'Accreditation Ledger' });
    await user.click(screen.getByRole('button', { name: 'Prev' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await user.click(screen.getByRole('combobox', { name: 'Order' }));
    await user.click(await screen.findByRole('option', { name: 'Descending' }));
    await waitFor(() => expect(router.state.location.search).toBe('?direction=desc'));
  }, 15_000);
});
