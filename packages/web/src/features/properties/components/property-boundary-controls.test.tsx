import type { PropertyBoundary } from '@app/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, renderProperty } from '../test/render-property';

// The map itself needs WebGL, which jsdom has not: the boundary controls on the Map card are under test.
vi.mock('../../../components/map/land-map', () => ({ default: () => <div data-testid="land-map" /> }));

const boundary: PropertyBoundary = {
  id: 3,
  version: 1,
  propertyId: 6,
  fileName: 'parcel.zip',
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [-78.5, 38],
        [-78.5, 38.01],
        [-78.49, 38.01],
        [-78.49, 38],
        [-78.5, 38],
      ],
    ],
  },
  box: [-78.5, 38, -78.49, 38.01],
  vertexCount: 5,
  areaAcres: 240.5,
};

/** The bytes of a zip as a file chooser hands them over (Windows calls the type x-zip-compressed). */
const zipFile = () =>
  new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])], 'parcel.zip', {
    type: 'application/x-zip-compressed',
  });

const chooseFile = async (file: File) => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  expect(input.accept.split(',')).toEqual(expect.arrayContaining(['.geojson', '.json', '.kml', '.zip']));
  await userEvent.upload(input, file);
};

// The first render loads the page's lazy screens, slow on a busy machine.
describe('Boundary import of a zipped shapefile', { timeout: 20_000 }, () => {
  it('sends the zip as its bytes, named in the query, and shows the boundary the server read from it', async () => {
    const { fetch } = renderProperty({
      api: { 'PUT /api/property/6/boundary/shapefile': { body: boundary } },
    });
    const card = within(await screen.findByRole('region', { name: 'Map' }));
    await card.findByRole('button', { name: 'Import Boundary' });
    await chooseFile(zipFile());
    await waitFor(() => expect(callsTo(fetch, 'PUT', '/api/property/6/boundary/shapefile')).toHaveLength(1));
    const [url, init] = callsTo(fetch, 'PUT', '/api/property/6/boundary/shapefile')[0] as [
      string,
      RequestInit,
    ];
    // No version: the property had no boundary when the page read it.
    expect(new URL(url, 'http://localhost').search).toBe('?fileName=parcel.zip');
    const body = init.body as Blob;
    expect(body.type).toBe('application/zip');
    expect([...new Uint8Array(await body.arrayBuffer())]).toEqual([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]);
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/zip');
    expect(callsTo(fetch, 'PUT', '/api/property/6/boundary')).toHaveLength(0);
    expect(await card.findByText(/Boundary: parcel\.zip, 240\.5 acres/)).toBeVisible();
  });

  it('replaces on the version seen, and shows the message of a shapefile the server refuses', async () => {
    const message =
      'parcel.shp in the ZIP archive expands more than 100 times its packed size; it is refused as a possible zip bomb.';
    const { fetch } = renderProperty({
      api: {
        'GET /api/property/6/boundary': { body: { boundary } },
        'PUT /api/property/6/boundary/shapefile': {
          status: 400,
          body: { message, fieldErrors: { content: [message] } },
        },
      },
    });
    const card = within(await screen.findByRole('region', { name: 'Map' }));
    await card.findByRole('button', { name: 'Replace Boundary' });
    await chooseFile(zipFile());
    expect(await card.findByText(message)).toBeVisible();
    const [url] = callsTo(fetch, 'PUT', '/api/property/6/boundary/shapefile')[0] as [string];
    expect(new URL(url, 'http://localhost').searchParams.get('version')).toBe('1');
    // The boundary the page had stays.
    expect(card.getByText(/Boundary: parcel\.zip/)).toBeVisible();
  });

  it('refuses a file of another kind before sending it, naming the kinds it takes', async () => {
    const { fetch } = renderProperty();
    const card = within(await screen.findByRole('region', { name: 'Map' }));
    await card.findByRole('button', { name: 'Import Boundary' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, new File(['x'], 'parcel.shp'), { applyAccept: false });
    expect(
      await card.findByText(
        'Choose a GeoJSON (.geojson, .json), KML (.kml) or zipped shapefile (.zip) file.',
      ),
    ).toBeVisible();
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(0);
  });
});
