import { canWrite } from '@app/domain';
import { Alert, Group, Loader, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ExportButton } from '../../../components/export-button';
import { usersQueries } from '../../../lib/users-queries';
import { MailMergeButton } from '../../letters';
import { exportSearch, resultIdsOf, searchQueries } from '../api/search-queries';
import { hasFacets, hasMapView, type SearchState, type SearchView } from '../api/search-state';
import { MapExportButtons } from './map-export-buttons';
import { SearchPager } from './search-pager';
import { SearchResultsMap } from './search-results-map';
import { SearchResultsTable } from './search-results-table';
import { SendListButton } from './send-list-button';

type SearchResultsCardProps = { state: SearchState; onChange: (next: SearchState) => void };

const Message = ({ children }: { children: string }) => (
  <Text c="dimmed" ta="center" py="lg">
    {children}
  </Text>
);

/** The right card: the four result states of spec 1 §2, the table, the pager and the type's action. */
export const SearchResultsCard = ({ state, onChange }: SearchResultsCardProps) => {
  const applied = hasFacets(state.entityType, state.facets);
  const results = useQuery({ ...searchQueries.results(state), enabled: applied });
  const [unselected, setUnselected] = useState<ReadonlySet<string>>(new Set());
  const me = useQuery(usersQueries.me()).data;
  // A journal entry changes the CRM: view-only users are not offered it (the API refuses them too).
  const maySend = me !== undefined && canWrite(me);
  const data = applied ? results.data : undefined;
  const rows = data?.results ?? [];
  const exportType = state.entityType === 'Contact' ? null : state.entityType;
  const mapType = hasMapView(state.entityType) ? state.entityType : null;
  // The map stays in an empty result too: the area can be moved and searched again from it.
  const showMap = applied && mapType !== null && state.view === 'map' && !results.isError;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="search-results-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="sm" wrap="wrap">
            <Title order={3} size="h4" id="search-results-title">
              {state.entityType} Search Results
            </Title>
            {mapType && applied && (
              <SegmentedControl
                size="xs"
                aria-label="Show the results as"
                value={state.view}
                onChange={(view) => onChange({ ...state, view: view as SearchView })}
                data={[
                  { value: 'table', label: 'Table' },
                  { value: 'map', label: 'Map' },
                ]}
              />
            )}
          </Group>
          {data && data.totalCount > 0 && (
            <Group gap="xs">
              {exportType ? (
                <>
                  <ExportButton
                    label="Export Results"
                    onExport={() => exportSearch({ ...state, entityType: exportType })}
                  />
                  {(exportType === 'Property' || exportType === 'Project') && (
                    <MapExportButtons state={{ ...state, entityType: exportType }} />
                  )}
                  {maySend && (exportType === 'Property' || exportType === 'Instrument') && (
                    <MailMergeButton
                      set={{
                        kind: 'search',
                        type: exportType,
                        totalCount: data.totalCount,
                        loadIds: () => resultIdsOf({ ...state, entityType: exportType }),
                      }}
                    />
                  )}
                </>
              ) : (
                maySend && (
                  <SendListButton
                    state={state}
                    unselected={unselected}
                    totalCount={data.totalCount}
                    countCapped={data.countCapped}
                  />
                )
              )}
            </Group>
          )}
        </Group>
        {applied && results.isError && (
          <Alert color="red" role="alert" title="The search failed">
            {results.error.message}
          </Alert>
        )}
        {!applied && <Message>Choose filters and apply to view search results</Message>}
        {applied && results.isPending && (
          <Group justify="center" gap="xs" py="lg" role="status">
            <Loader size="sm" />
            <Text>Loading Search Results</Text>
          </Group>
        )}
        {showMap && mapType && (
          <SearchResultsMap
            state={{ ...state, entityType: mapType }}
            totalCount={data?.countCapped ? undefined : data?.totalCount}
            onChange={onChange}
          />
        )}
        {data && data.totalCount === 0 && (
          <Message>No records meet the criteria specified in your search</Message>
        )}
        {data && rows.length > 0 && (
          <>
            <SearchResultsTable
              entityType={state.entityType}
              rows={rows}
              sort={state}
              onSort={(sortBy) =>
                onChange({
                  ...state,
                  currentPage: 1,
                  sortBy,
                  sortDirection: state.sortBy === sortBy && state.sortDirection === 'asc' ? 'desc' : 'asc',
                })
              }
              unselected={unselected}
              onToggle={(crmId) =>
                setUnselected((current) => {
                  const next = new Set(current);
                  if (!next.delete(crmId)) next.add(crmId);
                  return next;
                })
              }
            />
            <SearchPager
              currentPage={state.currentPage}
              pageSize={state.pageSize}
              totalCount={data.totalCount}
              countCapped={data.countCapped}
              onPage={(currentPage) => onChange({ ...state, currentPage })}
              onPageSize={(pageSize) => onChange({ ...state, pageSize, currentPage: 1 })}
            />
          </>
        )}
      </Stack>
    </Paper>
  );
};
