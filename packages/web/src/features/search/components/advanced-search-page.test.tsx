import { facetsByType, searchFacets } from '@app/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { staffUser, viewOnlyUser } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { AdvancedSearchPage } from './advanced-search-page';
import { categoryAbbreviation } from './facet-options';

const option = (id: number, name: string, archiveDate: string | null = null) => ({
  id,
  name,
  sortOrder: id,
  archiveDate,
});

const instrumentResults = {
  results: [
    {
      id: 41,
      projectId: 7,
      projectName: 'Walnut Hollow Farm',
      instrumentType: 'DGE',
      staffLeadName: null,
      instrumentStatus: 'Active',
      localityName: null,
      executedDate: '2024-03-05',
    },
  ],
  totalCount: 1,
  countCapped: false,
  currentPage: 1,
  pageSize: 5,
};

const api = (searchResults = instrumentResults) =>
  mockApi({
    'GET /api/event/instrumenteventtypes': {
      body: [option(9, 'Executed'), option(10, 'Old Type', '2019-06-30')].map((type) => ({
        ...type,
        adminEditOnly: false,
        adminDeleteOnly: false,
      })),
    },
    'GET /api/instrument/agreementtypes': { body: [option(1, 'Open-Space Easement')] },
    'GET /api/instrument/instrumenttypes': {
      body: [{ ...option(1, 'Deed of Gift of Easement'), code: 'DGE' }],
    },
    'GET /api/instrument/instrumenttags': { body: [] },
    'GET /api/instrument/instrumentstatuses': { body: [option(2, 'Active')] },
    'GET /api/instrument/contactroles': { body: [option(1, 'Grantor')] },
    'GET /api/locality/localities': { body: [{ ...option(3, 'Albemarle County'), censusFips: '51003' }] },
    'GET /api/partnershipGrant/grantPrograms': { body: [] },
    'GET /api/users': { body: [{ id: 4, name: 'Sam Staff', inactive: false, viewOnly: false }] },
    'GET /api/Instrument/search': { body: searchResults },
  });

const searchCalls = (fetch: ReturnType<typeof mockApi>) =>
  fetch.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname.endsWith('/search'));

const filters = () => screen.getByRole('region', { name: 'Search Filters' });

describe('the facet panel', { timeout: 20_000 }, () => {
  it('shows every facet of the type, with event dates and roles waiting for what they narrow', async () => {
    api();
    renderWithProviders(<AdvancedSearchPage />, { route: '/search?entityType=Instrument' });
    const panel = within(await screen.findByRole('region', { name: 'Search Filters' }));
    for (const key of facetsByType.Instrument.filter((k) => searchFacets[k].kind !== 'contacts'))
      expect(
        panel.getByRole(
          searchFacets[key].kind === 'flag'
            ? 'checkbox'
            : /Date/.test(searchFacets[key].label)
              ? 'textbox'
              : 'combobox',
          { name: searchFacets[key].label },
        ),
      ).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Choose Contacts (Contact Is)' })).toBeEnabled();
    expect(panel.getByRole('textbox', { name: 'Event Date After' })).toBeDisabled();
    expect(panel.getByRole('textbox', { name: 'Event Date Before' })).toBeDisabled();
    expect(panel.getByRole('combobox', { name: 'With Role(s)' })).toBeDisabled();

    // Only active event types are offered.
    await userEvent.click(panel.getByRole('combobox', { name: 'Has Event Type' }));
    expect(await screen.findByRole('option', { name: 'Executed' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Old Type' })).toBeNull();
    await userEvent.click(screen.getByRole('option', { name: 'Executed' }));
    expect(panel.getByRole('textbox', { name: 'Event Date After' })).toBeEnabled();
    expect(panel.getByRole('textbox', { name: 'Event Date Before' })).toBeEnabled();
    expect(screen.getByText('The filters have changed: Apply to update the results.')).toBeInTheDocument();
  });

  it('Apply with nothing chosen asks the server nothing', async () => {
    const fetch = api();
    renderWithProviders(<AdvancedSearchPage />, { route: '/search?entityType=Instrument' });
    await userEvent.click(within(filters()).getByRole('button', { name: 'Apply' }));
    expect(screen.getByText('Choose filters and apply to view search results')).toBeInTheDocument();
    expect(searchCalls(fetch)).toHaveLength(0);
  });

  it.each([
    ['a phone, where they sit far below the filters', 1400, 1],
    ['a desktop, where they sit beside the filters', 120, 0],
  ])('Apply brings the results into view on %s', async (_where, resultsTop, scrolls) => {
    api();
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    renderWithProviders(<AdvancedSearchPage />, { route: '/search?entityType=Instrument' });
    const resultsColumn = screen.getByRole('region', { name: 'Instrument Search Results' }).parentElement;
    if (!resultsColumn) throw new Error('no results column');
    vi.spyOn(resultsColumn, 'getBoundingClientRect').mockReturnValue({ top: resultsTop } as DOMRect);
    await userEvent.click(within(filters()).getByRole('combobox', { name: 'Instrument Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Active' }));
    await userEvent.click(within(filters()).getByRole('button', { name: 'Apply' }));
    expect(scrolled.mock.contexts.filter((element) => element === resultsColumn)).toHaveLength(scrolls);
  });

  it('shows the schema’s messages and searches nothing until they are fixed', async () => {
    const fetch = api();
    const { router } = renderWithProviders(<AdvancedSearchPage />, { route: '/search?entityType=Property' });
    const ids = within(filters()).getByRole('combobox', { name: 'Property ID' });
    await userEvent.type(ids, '0{Enter}');
    await userEvent.type(within(filters()).getByRole('textbox', { name: 'Maximum Acres' }), '2.00001');
    await userEvent.click(within(filters()).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('The Property ID field must be 1 or more.')).toBeInTheDocument();
    expect(
      screen.getByText('The Maximum Acres field must be numeric and may contain up to 4 decimal places.'),
    ).toBeInTheDocument();
    expect(searchCalls(fetch)).toHaveLength(0);
    expect(router.state.location.search).toBe('?entityType=Property');
  });

  it('runs the search the address holds, shows cells as the spec does and sorts into the address', async () => {
    const fetch = api();
    const { router } = renderWithProviders(<AdvancedSearchPage />, {
      route: '/search?entityType=Instrument&instrumentStatuses=2&currentPage=1&pageSize=5',
    });
    const table = await screen.findByRole('table');
    const row = within(table).getAllByRole('row')[1];
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['41', '7', 'DGE', 'None', 'Active', 'N/A', '03/05/2024', 'View']);
    expect(screen.getByRole('heading', { name: 'Instrument Search Results' })).toBeInTheDocument();
    // One result: no pager.
    expect(screen.queryByText(/^Showing/)).toBeNull();
    const [url] = searchCalls(fetch);
    expect(url.pathname).toBe('/api/Instrument/search');
    expect(url.searchParams.getAll('instrumentStatuses')).toEqual(['2']);

    await userEvent.click(within(table).getByRole('button', { name: /^Type/ }));
    await waitFor(() => expect(router.state.location.search).toContain('sortBy=instrumentType'));
    expect(router.state.location.search).toContain('sortDirection=asc');
  });

  it('says "more than" a count that stopped, and keeps Next on', async () => {
    api({ ...instrumentResults, totalCount: 10_000, countCapped: true });
    renderWithProviders(<AdvancedSearchPage />, {
      route: '/search?entityType=Instrument&instrumentStatuses=2&currentPage=3&pageSize=5',
    });
    expect(await screen.findByText('Showing 11-15 of more than 10,000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('shows the server’s message under the facet it is about, and above the results', async () => {
    const message = 'Invalid Previous Service ID.';
    mockApi({
      'GET /api/Service/search': {
        status: 400,
        body: { message, fieldErrors: { previousServices: [message] } },
      },
    });
    renderWithProviders(<AdvancedSearchPage />, {
      route: '/search?entityType=Service&previousServices=999999',
    });
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    expect(within(screen.getByRole('alert')).getByText(message)).toBeInTheDocument();
    expect(within(filters()).getByRole('textbox', { name: 'Previous Service ID' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it.each([
    ['Staff', staffUser, 1],
    ['a view-only user', viewOnlyUser, 0],
  ])(
    'offers Send List to eTapestry on contact results to %s as the roles allow',
    async (_who, me, buttons) => {
      mockApi({
        'GET /api/users/me': { body: me },
        'GET /api/property/contactroles': { body: [option(11, 'Owner')] },
        'GET /api/Contact/search': {
          body: {
            results: [
              {
                crmId: '4110.0.1000044',
                name: 'Harrison Coleman',
                address: 'None',
                roles: ['Property 3 - Owner'],
              },
            ],
            totalCount: 1,
            countCapped: false,
            currentPage: 1,
            pageSize: 5,
          },
        },
      });
      renderWithProviders(<AdvancedSearchPage />, { route: '/search?entityType=contact&propertyRoles=11' });
      expect(await screen.findByText('Property 3 - Owner')).toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: 'Select Harrison Coleman' })).toBeChecked();
      await waitFor(() =>
        expect(screen.queryAllByRole('button', { name: 'Send List to eTapestry' })).toHaveLength(buttons),
      );
      expect(screen.queryByRole('button', { name: 'Export Results' })).toBeNull();
    },
  );

  it('sends every contact found, not just the page, leaving out the unticked ones and saying how many', async () => {
    const found = Array.from({ length: 12 }, (_, i) => ({
      crmId: `4110.0.${1_000_100 + i}`,
      name: `Person ${String(i).padStart(2, '0')}`,
      address: 'None',
      roles: ['Property 3 - Owner'],
    }));
    const sent: string[][] = [];
    const fetch = mockApi({
      'GET /api/users/me': { body: staffUser },
      'GET /api/property/contactroles': { body: [option(11, 'Owner')] },
      'GET /api/Contact/search': {
        body: { results: found.slice(0, 5), totalCount: 12, countCapped: false, currentPage: 1, pageSize: 5 },
      },
      'GET /api/Contact/searchResultIds': { body: found.map((c) => c.crmId) },
      'POST /api/contact/pushjournalentry': ({ init }) => {
        sent.push((JSON.parse(String(init?.body)) as { crmContactIds: string[] }).crmContactIds);
        return { body: { failures: [] } };
      },
    });
    renderWithProviders(<AdvancedSearchPage />, {
      route: '/search?entityType=contact&propertyRoles=11&sortBy=name&sortDirection=asc',
    });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Person 01' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send List to eTapestry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send List to eTapestry' });
    expect(await within(dialog).findByText(/the 11 selected Contacts/)).toBeInTheDocument();
    const ids = fetch.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((url) => url.pathname.endsWith('/Contact/searchResultIds'));
    expect(ids?.searchParams.get('propertyRoles')).toBe('11');
    expect(ids?.searchParams.get('sortBy')).toBe('name');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Journal Name/ }), 'Owner mailing');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(/for 11 Contacts/)).toBeInTheDocument();
    expect(sent).toEqual([found.map((c) => c.crmId).filter((id) => id !== '4110.0.1000101')]);
  });

  it('abbreviates a component’s category', () => {
    expect(categoryAbbreviation('Inspection')).toBe('INS');
    expect(categoryAbbreviation('Potential Violation Follow-up')).toBe('PVFU');
  });
});
