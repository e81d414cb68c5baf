import { defaultSort, type SearchEntityType, type SearchFacetKey, searchEntityTypes } from '@app/domain';
import { Button, Grid, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { searchQueries } from '../api/search-queries';
import {
  type FacetDraft,
  facetParams,
  hasFacets,
  readSearchState,
  type SearchState,
  writeSearchState,
} from '../api/search-state';
import { type FacetErrors, FacetPanel, facetErrors } from './facet-panel';
import { SearchResultsCard } from './search-results-card';

/**
 * Advanced Search (spec 1 §2, §4): a type's facets on the left, its results on the right. The whole
 * search lives in the query string, so reload, Back and a shared link show the same results; the panel
 * holds what is typed until Apply.
 */
export const AdvancedSearchPage = () => {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readSearchState(params), [params]);
  const appliedFacets = facetParams(state.entityType, state.facets).toString();
  const [draft, setDraft] = useState<FacetDraft>(state.facets);
  const [errors, setErrors] = useState<FacetErrors>({});
  const resultsRef = useRef<HTMLDivElement>(null);

  // A reload, Back or a shared link: the panel shows the search the address holds.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the applied facets' text, not the object
  useEffect(() => {
    setDraft(state.facets);
    setErrors({});
  }, [state.entityType, appliedFacets]);

  const go = (next: SearchState) => setParams(writeSearchState(next));
  const changed = facetParams(state.entityType, draft).toString() !== appliedFacets;
  // The server's field messages (a previous service that does not exist) show under the applied facets.
  const results = useQuery({
    ...searchQueries.results(state),
    enabled: hasFacets(state.entityType, state.facets),
  });
  const serverErrors: FacetErrors =
    !changed && isApiError(results.error)
      ? Object.fromEntries(
          Object.entries(results.error.fieldErrors).map(([key, [message]]) => [key, message]),
        )
      : {};

  const chooseType = (entityType: SearchEntityType) => {
    setDraft({});
    setErrors({});
    go({
      entityType,
      currentPage: 1,
      pageSize: state.pageSize,
      ...defaultSort(entityType),
      facets: {},
      view: state.view,
    });
  };
  const setFacet = (key: SearchFacetKey, values: string[]) => {
    setDraft((current) => ({ ...current, [key]: values }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };
  const apply = () => {
    const found = facetErrors(state.entityType, draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    // With no facet chosen, Apply shows the empty state without asking the server.
    go({ ...state, currentPage: 1, facets: hasFacets(state.entityType, draft) ? draft : {} });
    // On a phone the results sit under the filters, a long scroll below the Apply button: bring them up.
    const results = resultsRef.current;
    if (results && results.getBoundingClientRect().top > window.innerHeight / 2)
      results.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  const clear = () => {
    setDraft({});
    setErrors({});
    go({ ...state, currentPage: 1, facets: {} });
  };

  return (
    <Stack gap="md">
      <Title order={2}>Advanced Search</Title>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder radius="md" p="md" component="section" aria-labelledby="search-filters-title">
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                apply();
              }}
            >
              <Stack gap="sm">
                <Group justify="space-between" wrap="nowrap">
                  <Title order={3} size="h4" id="search-filters-title">
                    Search Filters
                  </Title>
                  <Group gap="xs" wrap="nowrap">
                    <Button variant="default" size="xs" onClick={clear}>
                      Clear
                    </Button>
                    <Button type="submit" size="xs">
                      Apply
                    </Button>
                  </Group>
                </Group>
                <Select
                  label="Search by"
                  data={[...searchEntityTypes]}
                  value={state.entityType}
                  onChange={(value) => value && chooseType(value as SearchEntityType)}
                  allowDeselect={false}
                />
                {changed && (
                  <Text size="sm" c="dimmed" role="status">
                    The filters have changed: Apply to update the results.
                  </Text>
                )}
                <FacetPanel
                  entityType={state.entityType}
                  draft={draft}
                  errors={{ ...serverErrors, ...errors }}
                  onChange={setFacet}
                />
              </Stack>
            </form>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }} ref={resultsRef}>
          <SearchResultsCard state={state} onChange={go} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
};
