import { outlinesBox, virginiaExtent } from '@app/domain';
import { Box, Text } from '@mantine/core';
import type { FeatureCollection, LineString, Point } from 'geojson';
import type { GeoJSONSource, LngLatBoundsLike } from 'maplibre-gl';
import * as maplibregl from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
// The worker is a file of the build (precached), started from this origin: no blob: in the CSP.
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { type LocalityFeatures, labelPoint, loadLocalities } from './localities-data';
import { landMapStyle } from './map-style';
import type { LandMapProps } from './map-types';
import './land-map.css';

maplibregl.setWorkerUrl(workerUrl);

type MapState = 'loading' | 'ready' | 'failed';

/** Locality names show from this zoom on; a highlighted locality's name always shows. */
const labelZoom = 8;

const pointData = (points: LandMapProps['points']): FeatureCollection<Point> => ({
  type: 'FeatureCollection',
  features: (points ?? []).map((p) => ({
    type: 'Feature',
    properties: { id: p.id, color: p.color, label: p.label },
    geometry: { type: 'Point', coordinates: [p.lng, p.lat] },
  })),
});

/** A sight line's length: about 25 px at the zoom a property is shown. */
const sightlineMeters = 100;
const metersPerDegree = 111_320;

/** A short line from each point that has a bearing, towards it (a photo point's view). */
const sightlineData = (points: LandMapProps['points']): FeatureCollection<LineString> => ({
  type: 'FeatureCollection',
  features: (points ?? []).flatMap((p) => {
    if (p.bearing === null || p.bearing === undefined) return [];
    const radians = (p.bearing * Math.PI) / 180;
    const dLat = (sightlineMeters * Math.cos(radians)) / metersPerDegree;
    const dLng =
      (sightlineMeters * Math.sin(radians)) / (metersPerDegree * Math.cos((p.lat * Math.PI) / 180));
    return [
      {
        type: 'Feature' as const,
        properties: { color: p.color },
        geometry: {
          type: 'LineString' as const,
          coordinates: [
            [p.lng, p.lat],
            [p.lng + dLng, p.lat + dLat],
          ],
        },
      },
    ];
  }),
});

const localityData = (localities: LocalityFeatures, highlighted: ReadonlySet<string>) => ({
  ...localities,
  features: localities.features.map((f) => ({
    ...f,
    properties: { ...f.properties, highlighted: highlighted.has(f.properties.fips) },
  })),
});

const source = (map: maplibregl.Map, id: string) => map.getSource(id) as GeoJSONSource | undefined;

/**
 * The one map of the product (MapLibre GL, loaded on demand through `LandMap`): Virginia's localities
 * drawn from the app's own file, a property's boundaries and points on top. Arrow keys pan and +/-
 * zoom when the map has focus; the buttons zoom too. `data-map-state` says when it has drawn.
 */
const LandMap = ({
  label,
  height,
  points,
  cluster = false,
  boundaries,
  highlightFips,
  fitTo,
  fitHighlighted = false,
  onPointClick,
  onViewChange,
}: LandMapProps) => {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<maplibregl.Map | null>(null);
  const [state, setState] = useState<MapState>('loading');
  const [loaded, setLoaded] = useState(false);
  const [drawnBoundaries, setDrawnBoundaries] = useState(0);
  const [localities, setLocalities] = useState<LocalityFeatures | null>(null);
  const clickRef = useRef(onPointClick);
  clickRef.current = onPointClick;
  const viewRef = useRef(onViewChange);
  viewRef.current = onViewChange;

  // The map is made once; later prop changes update its sources.
  // biome-ignore lint/correctness/useExhaustiveDependencies: made once per mount, props follow below
  useEffect(() => {
    if (!container.current) return;
    let map: maplibregl.Map;
    try {
      map = new maplibregl.Map({
        container: container.current,
        style: landMapStyle(cluster),
        bounds: (fitTo ?? virginiaExtent) as unknown as LngLatBoundsLike,
        fitBoundsOptions: { padding: 24, maxZoom: 15 },
        attributionControl: false,
        maxZoom: 18,
        dragRotate: false,
        pitchWithRotate: false,
        touchPitch: false,
      });
    } catch {
      setState('failed');
      return;
    }
    mapRef.current = map;
    map.getCanvas().setAttribute('aria-label', `${label}. Arrow keys pan, plus and minus zoom.`);
    map.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
    // The box in view, once drawn and after every pan or zoom (the search's map area reads it).
    const reportView = () => {
      const view = map.getBounds();
      viewRef.current?.([view.getWest(), view.getSouth(), view.getEast(), view.getNorth()]);
    };
    map.on('load', () => {
      setLoaded(true);
      reportView();
    });
    map.on('moveend', reportView);
    map.once('idle', () => setState('ready'));
    map.on('error', (event) => {
      if (!map.loaded()) console.warn('The map could not be drawn', event.error);
    });
    map.on('click', 'points', (event) => {
      const id = event.features?.[0]?.properties?.id;
      if (typeof id === 'string') clickRef.current?.(id);
    });
    map.on('click', 'clusters', async (event) => {
      const feature = event.features?.[0];
      const points = source(map, 'points');
      if (!feature || !points || feature.geometry.type !== 'Point') return;
      const zoom = await points.getClusterExpansionZoom(feature.properties?.cluster_id);
      map.easeTo({ center: feature.geometry.coordinates as [number, number], zoom });
    });
    for (const layer of ['points', 'clusters']) {
      map.on('mouseenter', layer, () => {
        map.getCanvas().style.cursor = 'pointer';
      });
      map.on('mouseleave', layer, () => {
        map.getCanvas().style.cursor = '';
      });
    }
    return () => {
      map.remove();
      mapRef.current = null;
    };
  }, []);

  useEffect(() => {
    let live = true;
    loadLocalities().then(
      (data) => live && setLocalities(data),
      () => live && setState('failed'),
    );
    return () => {
      live = false;
    };
  }, []);

  const highlightKey = (highlightFips ?? []).join(',');
  const fitKey = fitTo?.join(',') ?? '';
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !loaded || !localities) return;
    const highlighted = new Set(highlightKey ? highlightKey.split(',') : []);
    source(map, 'localities')?.setData(localityData(localities, highlighted));
    // Names as HTML labels: the style has no glyphs to fetch.
    const markers = localities.features.flatMap((f) => {
      const at = labelPoint(f.geometry);
      if (!at) return [];
      const element = document.createElement('div');
      element.className = 'land-map-label';
      element.textContent = f.properties.name;
      element.setAttribute('aria-hidden', 'true');
      element.dataset.highlighted = String(highlighted.has(f.properties.fips));
      return [
        {
          marker: new maplibregl.Marker({ element }).setLngLat(at),
          always: highlighted.has(f.properties.fips),
        },
      ];
    });
    const showLabels = () => {
      const zoomedIn = map.getZoom() >= labelZoom;
      for (const { marker, always } of markers)
        if (always || zoomedIn) marker.addTo(map);
        else marker.remove();
    };
    showLabels();
    map.on('zoomend', showLabels);
    return () => {
      map.off('zoomend', showLabels);
      for (const { marker } of markers) marker.remove();
    };
  }, [loaded, localities, highlightKey]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !loaded || !localities || !fitHighlighted || fitKey || !highlightKey) return;
    const highlighted = new Set(highlightKey.split(','));
    const box = outlinesBox(localities.features.filter((f) => highlighted.has(f.properties.fips)));
    if (box) map.fitBounds(box as unknown as LngLatBoundsLike, { padding: 24, duration: 0 });
  }, [loaded, localities, highlightKey, fitHighlighted, fitKey]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !loaded) return;
    source(map, 'points')?.setData(pointData(points));
    source(map, 'sightlines')?.setData(sightlineData(points));
  }, [loaded, points]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !loaded) return;
    source(map, 'boundaries')?.setData(boundaries ?? { type: 'FeatureCollection', features: [] });
    // Drawn once the map is idle again: journeys wait for this number.
    const count = boundaries?.features.length ?? 0;
    map.once('idle', () => setDrawnBoundaries(count));
  }, [loaded, boundaries]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !loaded || !fitKey) return;
    map.fitBounds(fitKey.split(',').map(Number) as unknown as LngLatBoundsLike, {
      padding: 24,
      maxZoom: 15,
      duration: 0,
    });
  }, [loaded, fitKey]);

  return (
    <Box pos="relative">
      <div
        ref={container}
        className="land-map"
        data-map-state={state}
        data-boundaries-drawn={drawnBoundaries}
        style={{ width: '100%', height, display: state === 'failed' ? 'none' : 'block' }}
      />
      {state === 'failed' && (
        <Text c="dimmed" p="md" role="status">
          The map could not be drawn in this browser. The places it would show are listed below.
        </Text>
      )}
    </Box>
  );
};

export default LandMap;
