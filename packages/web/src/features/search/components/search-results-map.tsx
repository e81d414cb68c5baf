import {
  formatMapArea,
  type LngLatBox,
  mapAreaOfView,
  mapAreaSchema,
  SearchMapPointLimit,
  searchFacets,
} from '@app/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { boxAround, LandMap, propertyMapPoints, propertyOfPoint } from '../../../components/map';
import { routePaths } from '../../../lib/routes';
import { searchQueries } from '../api/search-queries';
import type { MapViewType, SearchState } from '../api/search-state';

type SearchResultsMapProps = {
  state: SearchState & { entityType: MapViewType };
  /**
   * How many results the search has (the table's count), to say how many have no access point;
   * undefined while unknown or when the count stopped short of all of them.
   */
  totalCount: number | undefined;
  onChange: (next: SearchState) => void;
};

const areaSchema = mapAreaSchema(searchFacets.mapArea.label);
const count = (n: number) => n.toLocaleString('en-US');

/**
 * The results' map (issue 19): the access point of every match, not just the page, clustered and
 * coloured by status; a click opens the property (a Property search) or its project (a Project search).
 * Search Within This Area sets the 'Within the Map Area' facet to the box in view and searches again.
 * The table under it stays the list of every result.
 */
export const SearchResultsMap = ({ state, totalCount, onChange }: SearchResultsMapProps) => {
  const navigate = useNavigate();
  const points = useQuery(searchQueries.mapPoints(state));
  const items = points.data?.items;
  const mapPoints = useMemo(() => propertyMapPoints(items ?? []), [items]);
  const [view, setView] = useState<LngLatBox | null>(null);
  // The area this map set itself: the map is already there, so it is not fitted to it again.
  const setHere = useRef<string | null>(null);
  const areaText = state.facets.mapArea?.[0];
  const area = useMemo(() => (areaText ? (areaSchema.safeParse(areaText).data ?? null) : null), [areaText]);
  const fitTo = useMemo(
    () => (area ? (areaText === setHere.current ? null : area) : boxAround(mapPoints, 0.02)),
    [area, areaText, mapPoints],
  );

  const searchHere = () => {
    const box = view && mapAreaOfView(view);
    if (!box) return;
    const text = formatMapArea(box);
    setHere.current = text;
    onChange({ ...state, currentPage: 1, facets: { ...state.facets, mapArea: [text] } });
  };
  const click =
    state.entityType === 'Property' ? 'Click a property to open it' : 'Click a property to open its project';
  const withoutPoint =
    state.entityType === 'Property' && items && totalCount !== undefined && !points.data?.truncated
      ? totalCount - items.length
      : 0;

  return (
    <Stack gap="xs">
      <LandMap
        label={`Map of the ${state.entityType} results`}
        height={400}
        points={mapPoints}
        cluster
        fitTo={fitTo}
        onViewChange={setView}
        onPointClick={(id) => {
          const { projectId, propertyId } = propertyOfPoint(id);
          navigate(
            state.entityType === 'Property'
              ? routePaths.projectProperty(projectId, propertyId)
              : routePaths.project(projectId),
          );
        }}
      />
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="xs" c="dimmed" role="status">
          {items === undefined
            ? points.isError
              ? `The map's points could not be loaded: ${points.error.message}`
              : 'Loading the map’s points'
            : `${count(items.length)} ${items.length === 1 ? 'property' : 'properties'} on the map${
                points.data?.truncated ? ` (the first ${count(SearchMapPointLimit)})` : ''
              }${withoutPoint > 0 ? `; ${count(withoutPoint)} without an access point are in the table only` : ''}. ${click}; the table lists every result.`}
        </Text>
        <Button size="xs" variant="default" onClick={searchHere} disabled={!view}>
          Search Within This Area
        </Button>
      </Group>
    </Stack>
  );
};
