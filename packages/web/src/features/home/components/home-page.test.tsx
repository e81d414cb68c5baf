import { type HomeInstrument, type HomeReview, todayInDisplayZone } from '@app/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../../lib/users-queries';
import { adminUser, staffUser, viewOnlyUser } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { HomePage } from './home-page';

const thisYear = Number(todayInDisplayZone().slice(0, 4));
const page = <T,>(items: T[], total = items.length) => ({ items, total, page: 1, pageSize: 100 });

const instrument = (id: number, overrides: Partial<HomeInstrument> = {}): HomeInstrument => ({
  id,
  projectId: 12,
  projectName: 'Walnut Hollow',
  instrumentType: 'CE',
  agreementType: 'Easement',
  openDate: '2024-03-05',
  ...overrides,
});

const review: HomeReview = {
  id: 91,
  instrumentId: null,
  serviceId: 40,
  primaryProjectId: 12,
  projectName: 'Walnut Hollow',
  reviewStatusId: 1,
  reviewStatus: 'Open',
  assigneeName: 'Sam Staff',
  assignerName: 'Ada Admin',
  openDate: '2025-09-06',
  instructions: 'Check the fence line.',
};

const renderHome = ({
  me = staffUser,
  routes = {},
}: {
  me?: CurrentUser;
  routes?: Parameters<typeof mockApi>[0];
} = {}) => {
  const fetch = mockApi({
    'GET /api/users/me': { body: me },
    'GET /api/staffleadservices': { body: page([]) },
    'GET /api/Review/MyOpenReviews': { body: page([review]) },
    'GET /api/staffleadinstruments': { body: page([instrument(5), instrument(6, { projectId: 14 })], 2) },
    'GET /api/Review/ReviewsAssignedByMe': { body: page([]) },
    'GET /api/stewardship/inspectionsDue': { body: page([]) },
    'GET /api/case/myOpenCases': { body: page([openCase]) },
    'GET /api/case/openCases': {
      body: page([openCase, { ...openCase, id: 13, followUpDue: null, followUpKind: null }], 2),
    },
    'GET /api/ownerRequest/overdue': { body: page([requestDue]) },
    'GET /api/stewardship/notMonitored': {
      body: {
        ...page([
          {
            instrumentId: 31,
            projectId: 12,
            projectName: 'Walnut Hollow',
            agreementTypeName: 'Easement',
            executedDate: '2019-04-02',
            lastInspection: null,
          },
        ]),
        year: thisYear,
      },
    },
    'GET /api/ownerContact/newOwners': {
      body: page([
        {
          contactLinkId: 70,
          propertyId: 4,
          propertyName: 'Home Tract',
          projectId: 12,
          projectName: 'Walnut Hollow',
          crmId: '4110.0.1000050',
          ownerName: 'Nora Hale',
          ownerSince: '2026-01-05',
          due: '2026-04-05',
          overdue: true,
        },
        {
          contactLinkId: 71,
          propertyId: 5,
          propertyName: null,
          projectId: 12,
          projectName: 'Walnut Hollow',
          crmId: '4110.0.1000051',
          ownerName: 'Ray Hale',
          ownerSince: '2099-01-05',
          due: '2099-04-05',
          overdue: false,
        },
      ]),
    },
    ...routes,
  });
  const view = renderWithProviders(null, {
    routes: [
      { path: '/', element: <HomePage /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
  });
  return { ...view, fetch, user: userEvent.setup() };
};

const openCase = {
  id: 12,
  typeName: 'Dumping',
  severity: 'minor' as const,
  statusId: 2,
  discoveredOn: '2026-05-01',
  followUpDue: '2026-06-01',
  followUpKind: 'answer' as const,
  propertyId: 6,
  propertyName: 'Creek Tract',
  projectId: 5,
  projectName: 'Walnut Hollow',
};

const requestDue = {
  id: 21,
  kindName: 'New dwelling',
  statusId: 2,
  receivedOn: '2026-01-05',
  decisionDue: '2026-02-04',
  propertyId: 6,
  propertyName: 'Creek Tract',
  projectId: 5,
  projectName: 'Walnut Hollow',
};

const tile = (name: RegExp) => screen.getByRole('button', { name });

describe('HomePage: Owner Requests Due (issue 33 §5)', () => {
  it('counts the requests past their decision due date and lists each with its property', async () => {
    const { user } = renderHome();
    await waitFor(() => expect(tile(/Owner Requests Due/)).toHaveTextContent('1'));
    await user.click(tile(/Owner Requests Due/));
    const list = screen.getByRole('region', { name: 'Owner Requests Due' });
    expect(within(list).getByText('Under review · Decision due 02/04/2026')).toBeInTheDocument();
    expect(within(list).getByText('Property 6: Creek Tract')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'View Owner Request 21: New dwelling' })).toHaveAttribute(
      'href',
      '/request/21',
    );
  }, 15_000);
});

describe('HomePage: Open Violations (issue 33 §6)', () => {
  it('counts mine and all, and lists each case with its next follow-up', async () => {
    const { user } = renderHome();
    await waitFor(() => expect(tile(/All Open Violations/)).toHaveTextContent('2'));
    expect(tile(/My Open Violations/)).toHaveTextContent('1');
    await user.click(tile(/All Open Violations/));
    const list = screen.getByRole('region', { name: 'All Open Violations' });
    expect(within(list).getByText('Owner contacted · Answer due 06/01/2026')).toBeInTheDocument();
    expect(within(list).getByText('Owner contacted · No follow-up set')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'View Violation Case 12: Dumping' })).toHaveAttribute(
      'href',
      '/case/12',
    );
  }, 15_000);
});

describe('HomePage: the accreditation ledger', () => {
  it("counts this year's easements not yet monitored, lists them, and links the ledger", async () => {
    const { user } = renderHome();
    const title = `Easements Not Yet Monitored in ${thisYear}`;
    await waitFor(() => expect(tile(new RegExp(title))).toHaveTextContent('1'));
    await user.click(tile(new RegExp(title)));
    const list = screen.getByRole('region', { name: title });
    expect(within(list).getByText('Instrument 31: Easement')).toBeInTheDocument();
    expect(within(list).getByText(/Executed 04\/02\/2019 · Last inspection None/)).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'View Instrument 31: Easement' })).toHaveAttribute(
      'href',
      '/project/12/instruments/31',
    );
    expect(screen.getByRole('link', { name: /Accreditation Ledger/ })).toHaveAttribute(
      'href',
      '/stewardship/ledger',
    );
  }, 15_000);
});

describe('HomePage New Owners to Contact', () => {
  it('counts the new owners still to contact and lists each with its property and due date', async () => {
    const { user } = renderHome();
    await waitFor(() => expect(tile(/New Owners to Contact/)).toHaveTextContent('2'));
    await user.click(tile(/New Owners to Contact/));
    const list = screen.getByRole('region', { name: 'New Owners to Contact' });
    expect(within(list).getByText('New owner: Nora Hale (since 01/05/2026)')).toBeInTheDocument();
    expect(
      within(list).getByText('New owner: contact within 90 days: due 04/05/2026 (overdue)'),
    ).toBeInTheDocument();
    expect(within(list).getByText('New owner: contact within 90 days: due 04/05/2099')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'View Property 4: Home Tract' })).toHaveAttribute(
      'href',
      '/project/12/properties/4',
    );
  }, 15_000);
});

describe('HomePage tiles', () => {
  it('shows each count and toggles a list below the tiles', async () => {
    const { user } = renderHome();
    await waitFor(() => expect(tile(/My Pending Instruments/)).toHaveTextContent('2'));
    expect(tile(/My Open Services/)).toHaveTextContent('0');
    expect(tile(/My Pending Reviews/)).toHaveTextContent('1');

    await user.click(tile(/My Pending Instruments/));
    expect(tile(/My Pending Instruments/)).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('region', { name: 'My Pending Instruments' });
    expect(within(list).getByText('Instrument 5')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'View Instrument 6' })).toHaveAttribute(
      'href',
      '/project/14/instruments/6',
    );

    await user.click(tile(/My Pending Reviews/));
    const reviews = screen.getByRole('region', { name: 'My Pending Reviews' });
    expect(within(reviews).getByText('Review 91 on Service 40')).toBeInTheDocument();
    expect(within(reviews).getByText(/Assigned by Ada Admin, opened 09\/06\/2025/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'My Pending Instruments' })).not.toBeInTheDocument();

    await user.click(tile(/My Pending Reviews/));
    expect(screen.queryByRole('region', { name: 'My Pending Reviews' })).not.toBeInTheDocument();
  }, 15_000);

  it.each([
    [/My Open Services/, 'My Open Services', 'You are not a Staff Lead of any Open Services'],
    [/Reviews Assigned by Me/, 'Reviews Assigned by Me', 'No Reviews have been assigned by you'],
  ])('an empty list says so (%s)', async (name, title, text) => {
    const { user } = renderHome();
    await waitFor(() => expect(tile(name)).toHaveTextContent('0'));
    await user.click(tile(name));
    expect(within(screen.getByRole('region', { name: title })).getByText(text)).toBeInTheDocument();
  });

  it('offers the same lists as radio buttons (for phones)', async () => {
    const { user } = renderHome();
    await user.click(await screen.findByRole('radio', { name: /My Pending Instruments/ }));
    expect(await screen.findByRole('region', { name: 'My Pending Instruments' })).toBeInTheDocument();
  });
});

describe('HomePage quick navigation', () => {
  it('checks the id, says when the record does not exist, and goes to it when it does', async () => {
    const { user, router } = renderHome({
      routes: {
        'GET /api/project/99/exists': { body: '' },
        'GET /api/instrument/5/exists': { body: 12 },
      },
    });
    const id = await screen.findByRole('textbox', { name: 'Project ID' });
    await user.type(id, '12a');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(
      await screen.findByText('The Project ID field may only contain numeric characters.'),
    ).toBeInTheDocument();

    await user.clear(id);
    await user.type(id, '99');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText('Project not found.')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Search By' }), 'Instrument ID');
    await user.type(screen.getByRole('textbox', { name: 'Instrument ID' }), '5');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/project/12/instruments/5'));
  });

  it('searches names from 3 characters and shows the limit message and No Results', async () => {
    const results = Array.from({ length: 10 }, (_, i) => ({
      id: 100 + i,
      name: `Farm ${i}`,
      projectId: 100 + i,
    }));
    const { user } = renderHome({
      routes: {
        'GET /api/project/searchByName': ({ url }) => ({
          body:
            url.searchParams.get('name') === 'farm'
              ? { results, resultLimitExceeded: true }
              : { results: [], resultLimitExceeded: false },
        }),
      },
    });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Search By' }), 'Project Name');
    const name = screen.getByRole('textbox', { name: 'Project Name' });
    await user.type(name, 'fa');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('The Name field must be at least 3 characters.')).toBeInTheDocument();

    await user.type(name, 'rm');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      await screen.findByText(
        (_, element) =>
          element?.tagName === 'P' &&
          element.textContent ===
            'Your search returned more than 10 results. If your Project is not in this list, please use Advanced Search.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Project 103: Farm 3' })).toHaveAttribute('href', '/project/103');

    await user.clear(name);
    await user.type(name, 'zzz');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No Results')).toBeInTheDocument();
  });
});

describe('HomePage quick actions', () => {
  it.each([
    ['Staff', staffUser, true, false],
    ['Admin', adminUser, true, true],
    ['view-only', viewOnlyUser, false, false],
  ])('%s', async (_, me, actions, tags) => {
    renderHome({ me });
    await screen.findByRole('heading', { name: 'Quick Lookup' });
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Create New Project' }) !== null).toBe(actions),
    );
    expect(screen.queryByRole('link', { name: 'Create Multi-Property Service' }) !== null).toBe(actions);
    expect(screen.queryByRole('link', { name: 'Manage Instrument Tags' }) !== null).toBe(tags);
  });
});
