import type { MultiPolygon, Polygon, Position } from 'geojson';

/** One property as the map export writes it: its access point and its boundary, when it has them. */
export type MapExportRow = {
  id: number;
  projectId: number;
  name: string | null;
  status: string;
  lat: number | null;
  lng: number | null;
  boundary: Polygon | MultiPolygon | null;
  boundaryAcres: number | null;
};

const propertiesOf = (r: MapExportRow) => ({
  propertyId: r.id,
  projectId: r.projectId,
  name: r.name,
  status: r.status,
});

/** GeoJSON (RFC 7946, WGS 84): a Point feature per access point and a (Multi)Polygon per boundary. */
export const mapGeoJson = (rows: MapExportRow[]) =>
  JSON.stringify({
    type: 'FeatureCollection',
    features: rows.flatMap((r) => [
      ...(r.boundary
        ? [
            {
              type: 'Feature',
              properties: { ...propertiesOf(r), kind: 'boundary', acres: r.boundaryAcres },
              geometry: r.boundary,
            },
          ]
        : []),
      ...(r.lat !== null && r.lng !== null
        ? [
            {
              type: 'Feature',
              properties: { ...propertiesOf(r), kind: 'access point' },
              geometry: { type: 'Point', coordinates: [r.lng, r.lat] },
            },
          ]
        : []),
    ]),
  });

const xml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

const ring = (positions: Position[]) => positions.map(([lng, lat]) => `${lng},${lat}`).join(' ');

const kmlPolygon = (rings: Position[][]) =>
  `<Polygon><outerBoundaryIs><LinearRing><coordinates>${ring(rings[0])}</coordinates></LinearRing></outerBoundaryIs>${rings
    .slice(1)
    .map(
      (r) =>
        `<innerBoundaryIs><LinearRing><coordinates>${ring(r)}</coordinates></LinearRing></innerBoundaryIs>`,
    )
    .join('')}</Polygon>`;

const kmlGeometry = (g: Polygon | MultiPolygon) =>
  g.type === 'Polygon'
    ? kmlPolygon(g.coordinates)
    : `<MultiGeometry>${g.coordinates.map(kmlPolygon).join('')}</MultiGeometry>`;

/** KML 2.2: a Placemark per access point and per boundary, named 'Property n (Project m)'. */
export const mapKml = (rows: MapExportRow[]) => {
  const placemarks = rows.flatMap((r) => {
    const name = xml(`Property ${r.id} (Project ${r.projectId})${r.name ? `: ${r.name}` : ''}`);
    const description = xml(`Status: ${r.status}`);
    return [
      ...(r.boundary
        ? [
            `<Placemark><name>${name} boundary</name><description>${description}</description>${kmlGeometry(r.boundary)}</Placemark>`,
          ]
        : []),
      ...(r.lat !== null && r.lng !== null
        ? [
            `<Placemark><name>${name} access point</name><description>${description}</description><Point><coordinates>${r.lng},${r.lat}</coordinates></Point></Placemark>`,
          ]
        : []),
    ];
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<kml xmlns="http://www.opengis.net/kml/2.2"><Document><name>Properties</name>${placemarks.join('')}</Document></kml>\n`;
};
