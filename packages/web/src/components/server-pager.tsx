import { Alert, Loader, type MantineSize, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageStepper } from './page-stepper';

export type ServerPagerProps = {
  page: number;
  pageSize: number;
  total: number;
  /** Entries on the page shown. */
  shown: number;
  onPage: (page: number) => void;
};

/**
 * 'Showing a-b of n' with Prev and Next, for a list the server pages (home lists, history); shown only
 * when there is more than one page.
 */
export const ServerPager = ({ page, pageSize, total, shown, onPage }: ServerPagerProps) => {
  if (total <= pageSize) return null;
  return (
    <PageStepper
      page={page}
      pageCount={Math.ceil(total / pageSize)}
      first={(page - 1) * pageSize}
      shown={shown}
      total={total}
      onPage={onPage}
      justify="flex-end"
    />
  );
};

/** A page of a list the server pages, as the server answers it. */
type ServerPage = { items: readonly unknown[]; pageSize: number; total: number };

type ServerPagedListProps<P extends ServerPage> = {
  /** The query of the page shown. */
  query: UseQueryResult<P>;
  page: number;
  onPage: (page: number) => void;
  loadingLabel: string;
  loaderSize?: MantineSize;
  /** Shown when the list has no entries. */
  emptyText: string;
  /** The entries of the page. */
  children: (data: P) => ReactNode;
};

/** A list the server pages: its failure, its loading, its empty text, or its entries with the pager. */
export const ServerPagedList = <P extends ServerPage>({
  query,
  page,
  onPage,
  loadingLabel,
  loaderSize,
  emptyText,
  children,
}: ServerPagedListProps<P>) => {
  if (query.isError) {
    return (
      <Alert color="red" role="alert">
        {query.error.message}
      </Alert>
    );
  }
  if (query.isPending) return <Loader size={loaderSize} aria-label={loadingLabel} />;
  if (query.data.items.length === 0) return <Text c="dimmed">{emptyText}</Text>;
  return (
    <Stack gap="sm">
      {children(query.data)}
      <ServerPager
        page={page}
        pageSize={query.data.pageSize}
        total={query.data.total}
        shown={query.data.items.length}
        onPage={onPage}
      />
    </Stack>
  );
};
