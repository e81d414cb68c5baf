import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LandMapProps } from '../../../components/map';
import { mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { AdvancedSearchPage } from './advanced-search-page';

// The map itself needs WebGL, which jsdom has not: what the page hands the map is under test here.
const drawn = vi.hoisted(() => ({ props: null as LandMapProps | null }));
vi.mock('../../../components/map/land-map', () => ({
  default: (props: LandMapProps) => {
    drawn.props = props;
    return <div data-testid="land-map" />;
  },
}));

const area = '-78.6,37.4,-78,37.9';
const row = (id: number) => ({
  id,
  projectId: 100 + id,
  name: `Tract ${id}`,
  status: 'Current',
  localityName: 'Albemarle County',
  acres: 12.5,
  nextInspectionDue: '2030-05-01',
  inspectionState: 'onSchedule' as const,
  openCases: 0,
});
/** Seven matches, one without an access point: the page shows 5, the map 6. */
const points: [number, number, number, number, number][] = [1, 2, 3, 4, 5, 6].map((id) => [
  id,
  100 + id,
  1,
  37.5 + id / 100,
  -78.3,
]);

const api = () =>
  mockApi({
    'GET /api/property/propertystatuses': {
      body: [{ id: 1, name: 'Current', sortOrder: 1, archiveDate: null }],
    },
    'GET /api/instrument/agreementtypes': { body: [] },
    'GET /api/locality/localities': { body: [] },
    'GET /api/Property/search': ({ url }) => ({
      body: {
        results: [1, 2, 3, 4, 5].map(row),
        totalCount: url.searchParams.has('mapArea') ? 7 : 40,
        countCapped: false,
        currentPage: 1,
        pageSize: 5,
      },
    }),
    'GET /api/Property/searchMapPoints': { body: { items: points, truncated: false } },
    'GET /api/Project/search': {
      body: {
        results: [{ id: 101, name: 'Walnut Hollow', status: 'Active', acres: 10, localityName: null }],
        totalCount: 1,
        countCapped: false,
        currentPage: 1,
        pageSize: 5,
      },
    },
    'GET /api/Project/searchMapPoints': { body: { items: points.slice(0, 1), truncated: false } },
  });

const callsTo = (fetch: ReturnType<typeof mockApi>, path: string) =>
  fetch.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path);
const filters = () => within(screen.getByRole('region', { name: 'Search Filters' }));
const results = () => within(screen.getByRole('region', { name: /Search Results$/ }));
const mapArea = () => filters().getByRole('textbox', { name: 'Within the Map Area' });

describe('the results map and the map area facet', { timeout: 20_000 }, () => {
  it('restores the map view and the facet from the address: every match on the map, fitted to the area', async () => {
    const fetch = api();
    renderWithProviders(<AdvancedSearchPage />, {
      route: `/search?entityType=Property&view=map&propertyStatuses=1&mapArea=${area}`,
    });
    expect(await screen.findByTestId('land-map')).toBeInTheDocument();
    expect(mapArea()).toHaveValue(area);
    expect(results().getByRole('radio', { name: 'Map' })).toBeChecked();
    await waitFor(() => expect(drawn.props?.points).toHaveLength(6));
    expect(drawn.props?.cluster).toBe(true);
    expect(drawn.props?.fitTo).toEqual([-78.6, 37.4, -78, 37.9]);
    // The map's points: the facets only, no page or sort.
    const [mapCall] = callsTo(fetch, '/api/Property/searchMapPoints');
    expect(mapCall.searchParams.get('mapArea')).toBe(area);
    expect(mapCall.searchParams.getAll('propertyStatuses')).toEqual(['1']);
    expect(mapCall.searchParams.has('currentPage')).toBe(false);
    expect(callsTo(fetch, '/api/Property/search')[0].searchParams.get('mapArea')).toBe(area);
    // The table stays the list under the map, and the map says what it leaves out.
    expect(await results().findByText(/6 properties on the map; 1 without an access point/)).toBeVisible();
    expect(results().getByRole('table')).toBeInTheDocument();
    expect(results().getByText('Showing 1-5 of 7')).toBeInTheDocument();
  });

  it('switches between Table and Map in the address', async () => {
    api();
    const { router } = renderWithProviders(<AdvancedSearchPage />, {
      route: '/search?entityType=Property&propertyStatuses=1',
    });
    expect(await results().findByRole('table')).toBeInTheDocument();
    expect(screen.queryByTestId('land-map')).toBeNull();
    await userEvent.click(results().getByRole('radio', { name: 'Map' }));
    expect(await screen.findByTestId('land-map')).toBeInTheDocument();
    expect(router.state.location.search).toContain('view=map');
    // With no area, the map is fitted to the points.
    await waitFor(() => expect(drawn.props?.fitTo?.[1]).toBeCloseTo(37.51 - 0.02));
    await userEvent.click(results().getByRole('radio', { name: 'Table' }));
    await waitFor(() => expect(screen.queryByTestId('land-map')).toBeNull());
    expect(router.state.location.search).not.toContain('view=map');
  });

  it('Search Within This Area sets the facet to the box in view and searches it, without refitting the map', async () => {
    const fetch = api();
    const { router } = renderWithProviders(<AdvancedSearchPage />, {
      route: '/search?entityType=Property&view=map&propertyStatuses=1&currentPage=2',
    });
    const button = await results().findByRole('button', { name: 'Search Within This Area' });
    expect(button).toBeDisabled();
    // The map reports its view once drawn and after each move.
    await waitFor(() => expect(drawn.props?.onViewChange).toBeDefined());
    drawn.props?.onViewChange?.([-78.123454, 37.100001, -77.9, 37.6]);
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('mapArea')).toBe(
        '-78.12346,37.1,-77.9,37.6',
      ),
    );
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('currentPage')).toBe('1');
    expect(params.getAll('propertyStatuses')).toEqual(['1']);
    expect(mapArea()).toHaveValue('-78.12346,37.1,-77.9,37.6');
    await waitFor(() =>
      expect(callsTo(fetch, '/api/Property/searchMapPoints').at(-1)?.searchParams.get('mapArea')).toBe(
        '-78.12346,37.1,-77.9,37.6',
      ),
    );
    // The map already shows that area: it is not fitted to it again (each click would widen it).
    expect(drawn.props?.fitTo).toBeNull();
  });

  it('removes the facet from the panel like any other, and refuses a box typed wrong with its message', async () => {
    const fetch = api();
    const { router } = renderWithProviders(<AdvancedSearchPage />, {
      route: `/search?entityType=Property&propertyStatuses=1&mapArea=${area}`,
    });
    await userEvent.click(await filters().findByRole('button', { name: 'Remove Within the Map Area' }));
    expect(mapArea()).toHaveValue('');
    await userEvent.click(filters().getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(router.state.location.search).not.toContain('mapArea'));
    expect(await results().findByText('Showing 1-5 of 40')).toBeInTheDocument();

    const before = callsTo(fetch, '/api/Property/search').length;
    await userEvent.type(mapArea(), '-78,38,-77,37');
    await userEvent.click(filters().getByRole('button', { name: 'Apply' }));
    expect(
      await filters().findByText(
        "The Within the Map Area field's west must be less than its east and its south less than its north.",
      ),
    ).toBeInTheDocument();
    expect(callsTo(fetch, '/api/Property/search')).toHaveLength(before);
  });

  it('opens the property of a point on a Property search, and the project of a point on a Project search', async () => {
    api();
    const { router } = renderWithProviders(<AdvancedSearchPage />, {
      route: `/search?entityType=Property&view=map&mapArea=${area}`,
    });
    await waitFor(() => expect(drawn.props?.points).toHaveLength(6));
    drawn.props?.onPointClick?.('103/3');
    await waitFor(() => expect(router.state.location.pathname).toBe('/project/103/properties/3'));

    const project = renderWithProviders(<AdvancedSearchPage />, {
      route: `/search?entityType=Project&view=map&mapArea=${area}`,
    });
    await waitFor(() => expect(drawn.props?.points).toHaveLength(1));
    expect(within(project.container).getByText(/Click a property to open its project/)).toBeInTheDocument();
    drawn.props?.onPointClick?.('101/1');
    await waitFor(() => expect(project.router.state.location.pathname).toBe('/project/101'));
  });

  it('offers no map to the types without places', async () => {
    mockApi({
      'GET /api/Service/search': {
        body: { results: [], totalCount: 0, countCapped: false, currentPage: 1, pageSize: 5 },
      },
    });
    const { router } = renderWithProviders(<AdvancedSearchPage />, {
      route: '/search?entityType=Service&view=map&serviceStatuses=1',
    });
    expect(await screen.findByText('No records meet the criteria specified in your search')).toBeVisible();
    expect(screen.queryByRole('radio', { name: 'Map' })).toBeNull();
    expect(screen.queryByTestId('land-map')).toBeNull();
    expect(filters().queryByRole('textbox', { name: 'Within the Map Area' })).toBeNull();
    expect(router.state.location.search).toContain('entityType=Service');
  });
});
