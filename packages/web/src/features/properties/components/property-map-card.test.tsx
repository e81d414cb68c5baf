import type { PhotoPoint, PropertyBoundary } from '@app/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LandMapProps } from '../../../components/map';
import { viewOnlyUser } from '../../../test/fixtures';
import { property } from '../test/property-fixtures';
import { bodyOf, callsTo, renderProperty } from '../test/render-property';

// The map itself needs WebGL, which jsdom has not: the card's controls, list and what it hands the map
// are under test here.
const drawn = vi.hoisted(() => ({ props: null as LandMapProps | null }));
vi.mock('../../../components/map/land-map', () => ({
  default: (props: LandMapProps) => {
    drawn.props = props;
    return <div data-testid="land-map" />;
  },
}));

const geometry = {
  type: 'Polygon' as const,
  coordinates: [
    [
      [-78.5, 38],
      [-78.49, 38],
      [-78.49, 38.01],
      [-78.5, 38.01],
      [-78.5, 38],
    ],
  ],
};
const boundary: PropertyBoundary = {
  id: 3,
  version: 2,
  propertyId: 6,
  fileName: 'survey.kml',
  geometry,
  box: [-78.5, 38, -78.49, 38.01],
  vertexCount: 5,
  areaAcres: 240.5,
};

describe('Map card', () => {
  it('imports a GeoJSON file as its text, on no version when the property has no boundary', async () => {
    const { fetch } = renderProperty({
      api: {
        'PUT /api/property/6/boundary': { body: { ...boundary, fileName: 'survey.geojson', version: 1 } },
      },
    });
    const card = within(await screen.findByRole('region', { name: 'Map' }));
    expect(await card.findByText('Boundary: none imported')).toBeVisible();
    const file = new File([JSON.stringify({ type: 'Feature', geometry })], 'survey.geojson', {
      type: 'application/geo+json',
    });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, file);
    await waitFor(() => expect(callsTo(fetch, 'PUT', '/api/property/6/boundary')).toHaveLength(1));
    const body = bodyOf(callsTo(fetch, 'PUT', '/api/property/6/boundary')[0]);
    expect(body).toEqual({
      fileName: 'survey.geojson',
      content: JSON.stringify({ type: 'Feature', geometry }),
      version: null,
    });
    expect(
      await card.findByText(/Boundary: survey\.geojson, 240\.5 acres \(Calculated Acres: 124\.5916\)/),
    ).toBeVisible();
  }, 20_000);

  it('refuses a file of another kind before sending it', async () => {
    const { fetch } = renderProperty();
    const card = within(await screen.findByRole('region', { name: 'Map' }));
    await card.findByRole('button', { name: 'Import Boundary' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, new File(['x'], 'parcel.dwg'), { applyAccept: false });
    expect(
      await card.findByText(
        'Choose a GeoJSON (.geojson, .json), KML (.kml) or zipped shapefile (.zip) file.',
      ),
    ).toBeVisible();
    expect(callsTo(fetch, 'PUT', '/api/property/6/boundary')).toHaveLength(0);
  });

  it('warns when the boundary and the calculated acres differ by more than 10 %, and removes after Yes', async () => {
    const { fetch } = renderProperty({
      api: {
        'GET /api/property/6/boundary': { body: { boundary: { ...boundary, areaAcres: 900 } } },
        'DELETE /api/property/6/boundary': { body: { id: 3 } },
      },
    });
    const card = within(await screen.findByRole('region', { name: 'Map' }));
    expect(await card.findByText(/differs from the Calculated Acres by/)).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: 'Remove Boundary' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove Boundary' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(callsTo(fetch, 'DELETE', '/api/property/6/boundary')).toHaveLength(1));
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/boundary?version=2'))).toBe(true);
    expect(await card.findByText('Boundary: none imported')).toBeVisible();
  });

  it('shows a view-only user the boundary but no Import or Remove', async () => {
    renderProperty({ me: viewOnlyUser, api: { 'GET /api/property/6/boundary': { body: { boundary } } } });
    const card = within(await screen.findByRole('region', { name: 'Map' }));
    expect(await card.findByText(/Boundary: survey\.kml/)).toBeVisible();
    expect(card.queryByRole('button', { name: /Boundary/ })).toBeNull();
  });

  it('draws each photo point where its latest photo was taken, with its bearing, and lists it', async () => {
    const shot = (id: number, latitude: number | null) => ({
      id,
      serviceId: 40,
      caption: null,
      takenAt: '2025-06-02T14:00:00.000Z',
      headingDegrees: 80,
      latitude,
      longitude: latitude === null ? null : -78.495,
      photographerName: 'Sam Staff',
      thumbnailUrl: `/api/photo/${id}/thumbnail`,
    });
    const point = (id: number, name: string, latest: ReturnType<typeof shot>): PhotoPoint => ({
      id,
      propertyId: 6,
      name,
      bearingDegrees: id === 7 ? 45 : null,
      createdByName: 'Sam Staff',
      createdAt: '2024-06-01T14:00:00.000Z',
      first: latest,
      latest,
      years: [{ year: 2025, photos: [latest] }],
    });
    renderProperty({
      api: {
        'GET /api/property/6/photoPoints': {
          body: [point(7, 'North Gate', shot(1, 38.004)), point(8, 'Barn', shot(2, null))],
        },
      },
    });
    const card = within(await screen.findByRole('region', { name: 'Map' }));
    expect(await card.findByText(/Photo points .*: North Gate at 38\.004/)).toHaveTextContent('(45°)');
    expect(card.queryByText(/Barn/)).toBeNull();
    await waitFor(() =>
      expect(drawn.props?.points?.filter((p) => p.id.startsWith('photo-point'))).toEqual([
        expect.objectContaining({ id: 'photo-point-7', lat: 38.004, lng: -78.495, bearing: 45 }),
      ]),
    );
  });

  // Last: the outlines are fetched once per page (a module's cache), as the app does.
  it('warns when the access point lies outside all of the property’s localities, and not when inside one', async () => {
    const outline = (fips: string, name: string, west: number, south: number) => ({
      type: 'Feature',
      properties: { fips, name },
      geometry: { type: 'Polygon', coordinates: [square(west, south)] },
    });
    const square = (west: number, south: number) => [
      [west, south],
      [west + 0.5, south],
      [west + 0.5, south + 0.5],
      [west, south + 0.5],
      [west, south],
    ];
    // The property's localities (Albemarle and Bland, by their Census codes) and one it is not in.
    const outlines = {
      type: 'FeatureCollection',
      features: [
        outline('51003', 'Albemarle County', -78.8, 37.8),
        outline('51021', 'Bland County', -81.3, 36.9),
        outline('51083', 'Halifax County', -79.4, 36.9),
      ],
    };
    const { unmount } = renderProperty({ api: { 'GET /maps/virginia-localities.json': { body: outlines } } });
    const card = within(await screen.findByRole('region', { name: 'Map' }));
    // The fixture's access point (37.13, -79.21128) lies in Halifax's square, outside both of its own.
    expect(
      await card.findByText(
        "The access point lies outside the property's localities (Albemarle County, Bland County): check the access point or the localities.",
      ),
    ).toBeVisible();
    unmount();

    renderProperty({
      api: {
        'GET /maps/virginia-localities.json': { body: outlines },
        'GET /api/property/6': { body: property({ accessPointLatitude: 37.1, accessPointLongitude: -81.1 }) },
      },
    });
    const inside = within(await screen.findByRole('region', { name: 'Map' }));
    expect(await inside.findByText(/Access point: 37\.1/)).toBeVisible();
    await waitFor(() => expect(drawn.props?.points?.[0]).toMatchObject({ lat: 37.1, lng: -81.1 }));
    expect(inside.queryByText(/The access point lies outside/)).toBeNull();
  }, 20_000);
});
