import type { FeatureCollection } from 'geojson';
import type { StyleSpecification } from 'maplibre-gl';
import { mapColors } from './map-colors';

const empty = (): FeatureCollection => ({ type: 'FeatureCollection', features: [] });

/**
 * The map's own style: Virginia's localities as the base layer, then boundaries and points. It names
 * no glyphs, sprites or tiles, so nothing is fetched from outside the app; names are HTML labels.
 */
export const landMapStyle = (cluster: boolean): StyleSpecification => ({
  version: 8,
  sources: {
    localities: { type: 'geojson', data: empty() },
    boundaries: { type: 'geojson', data: empty() },
    sightlines: { type: 'geojson', data: empty() },
    points: cluster
      ? { type: 'geojson', data: empty(), cluster: true, clusterRadius: 40, clusterMaxZoom: 11 }
      : { type: 'geojson', data: empty() },
  },
  layers: [
    { id: 'water', type: 'background', paint: { 'background-color': mapColors.water } },
    {
      id: 'localities',
      type: 'fill',
      source: 'localities',
      paint: {
        'fill-color': ['case', ['==', ['get', 'highlighted'], true], mapColors.highlighted, mapColors.land],
      },
    },
    {
      id: 'locality-lines',
      type: 'line',
      source: 'localities',
      paint: { 'line-color': mapColors.localityLine, 'line-width': 0.8 },
    },
    {
      id: 'boundary-fill',
      type: 'fill',
      source: 'boundaries',
      paint: { 'fill-color': mapColors.boundary, 'fill-opacity': 0.18 },
    },
    {
      id: 'boundary-lines',
      type: 'line',
      source: 'boundaries',
      paint: { 'line-color': mapColors.boundary, 'line-width': 2.5 },
    },
    {
      id: 'sightlines',
      type: 'line',
      source: 'sightlines',
      paint: { 'line-color': ['get', 'color'], 'line-width': 3 },
    },
    {
      id: 'clusters',
      type: 'circle',
      source: 'points',
      filter: ['has', 'point_count'],
      paint: {
        'circle-color': mapColors.boundary,
        'circle-opacity': 0.75,
        'circle-radius': ['step', ['get', 'point_count'], 10, 10, 14, 100, 19, 1000, 25],
        'circle-stroke-color': '#ffffff',
        'circle-stroke-width': 2,
      },
    },
    {
      id: 'points',
      type: 'circle',
      source: 'points',
      filter: ['!', ['has', 'point_count']],
      paint: {
        'circle-color': ['get', 'color'],
        'circle-radius': 7,
        'circle-stroke-color': '#ffffff',
        'circle-stroke-width': 2,
      },
    },
  ],
});
