import { defaultSort, InitialSearchPageSize, ListLimits, type SortDirection } from '@app/domain';
import { Alert, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ExportButton } from '../../../components/export-button';
import { exportProjects, searchQueries } from '../api/search-queries';
import { SearchPager } from './search-pager';
import { SearchResultsTable } from './search-results-table';

/** The project ids of the address: repeated `ids=` and comma lists alike, digits only, each once. */
export const projectIdsOf = (params: URLSearchParams) =>
  [
    ...new Set(
      params
        .getAll('ids')
        .flatMap((v) => v.split(','))
        .map((v) => v.trim())
        .filter((v) => /^\d{1,10}$/.test(v) && Number(v) >= 1)
        .map(Number),
    ),
  ].slice(0, ListLimits.searchFacetValues);

/**
 * Project Search (/projectSearch?ids=..): the projects of the ids given, as the Project results list
 * them, with Export for the zip of their records.
 */
export const ProjectSearchPage = () => {
  const [params] = useSearchParams();
  const ids = projectIdsOf(params);
  const [page, setPage] = useState({ currentPage: 1, pageSize: InitialSearchPageSize });
  const [sort, setSort] = useState<{ sortBy: string; sortDirection: SortDirection }>(defaultSort('Project'));
  const results = useQuery({
    ...searchQueries.results({
      entityType: 'Project',
      ...page,
      ...sort,
      facets: { projectIds: ids.map(String) },
    }),
    enabled: ids.length > 0,
  });

  return (
    <Stack gap="md">
      <Title order={2}>Project Search</Title>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="project-search-title">
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Title order={3} size="h4" id="project-search-title">
              Project Search Results
            </Title>
            {ids.length > 0 && <ExportButton label="Export" onExport={() => exportProjects(ids)} />}
          </Group>
          {ids.length === 0 && (
            <Text c="dimmed" ta="center" py="lg">
              No project ids were given.
            </Text>
          )}
          {results.isError && (
            <Alert color="red" role="alert">
              {results.error.message}
            </Alert>
          )}
          {ids.length > 0 && results.isPending && (
            <Group justify="center" gap="xs" py="lg" role="status">
              <Loader size="sm" />
              <Text>Loading Search Results</Text>
            </Group>
          )}
          {results.data?.totalCount === 0 && (
            <Text c="dimmed" ta="center" py="lg">
              No records meet the criteria specified in your search
            </Text>
          )}
          {results.data && results.data.results.length > 0 && (
            <>
              <SearchResultsTable
                entityType="Project"
                rows={results.data.results}
                sort={sort}
                onSort={(sortBy) => {
                  setSort({
                    sortBy,
                    sortDirection: sort.sortBy === sortBy && sort.sortDirection === 'asc' ? 'desc' : 'asc',
                  });
                  setPage((current) => ({ ...current, currentPage: 1 }));
                }}
              />
              <SearchPager
                {...page}
                totalCount={results.data.totalCount}
                countCapped={results.data.countCapped}
                onPage={(currentPage) => setPage((current) => ({ ...current, currentPage }))}
                onPageSize={(pageSize) => setPage({ pageSize, currentPage: 1 })}
              />
            </>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
};
