import { Group, NativeSelect, Stack, Text } from '@mantine/core';
import { Fragment, type ReactNode, useState } from 'react';
import { PageStepper } from './page-stepper';

/** Page sizes of card lists; the pager shows only when a list is longer than the first. */
export const cardListPageSizes = [5, 10, 25, 50] as const;

export type CardListProps<T> = {
  items: readonly T[];
  getKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  /** Plural of what is listed and what holds it: 'No {title} have been added to this {parent}'. */
  title: string;
  parent: string;
  /** Replaces the default empty text. */
  emptyText?: string;
  pageSizes?: readonly number[];
};

/** A paged list for the record cards, with the page size selector, Prev/Next and 'Showing a-b of n'. */
export const CardList = <T,>({
  items,
  getKey,
  renderItem,
  title,
  parent,
  emptyText,
  pageSizes = cardListPageSizes,
}: CardListProps<T>) => {
  const [pageSize, setPageSize] = useState(pageSizes[0] ?? 5);
  const [requestedPage, setPage] = useState(1);

  if (items.length === 0) {
    return <Text c="dimmed">{emptyText ?? `No ${title} have been added to this ${parent}`}</Text>;
  }

  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  // The list may shrink under the current page (a delete): stay on the last page that exists.
  const page = Math.min(requestedPage, pageCount);
  const first = (page - 1) * pageSize;
  const shown = items.slice(first, first + pageSize);

  return (
    <Stack gap="sm">
      {shown.map((item) => (
        <Fragment key={getKey(item)}>{renderItem(item)}</Fragment>
      ))}
      {items.length > (pageSizes[0] ?? 0) && (
        <Group justify="space-between" wrap="wrap" gap="sm">
          <NativeSelect
            label="Items per Page"
            size="xs"
            data={pageSizes.map(String)}
            value={String(pageSize)}
            onChange={(event) => {
              setPageSize(Number(event.currentTarget.value));
              setPage(1);
            }}
          />
          <PageStepper
            page={page}
            pageCount={pageCount}
            first={first}
            shown={shown.length}
            total={items.length}
            onPage={setPage}
          />
        </Group>
      )}
    </Stack>
  );
};
