import { formatSearchCount, InitialSearchPageSize, SearchPageSizes } from '@app/domain';
import { Button, Group, Select, Text } from '@mantine/core';

type SearchPagerProps = {
  currentPage: number;
  pageSize: number;
  totalCount: number;
  /** More than `totalCount` match (the count stopped there): the text says so and Next stays on. */
  countCapped?: boolean;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
};

/** 'Showing a-b of n' with a row count's first and last; 'of more than n' when the count stopped at n. */
export const showingText = ({
  currentPage,
  pageSize,
  totalCount,
  countCapped = false,
}: Omit<SearchPagerProps, 'onPage' | 'onPageSize'>) => {
  const first = Math.min((currentPage - 1) * pageSize + 1, totalCount);
  const last = Math.min(currentPage * pageSize, totalCount);
  return `Showing ${first}-${last} of ${formatSearchCount({ totalCount, countCapped })}`;
};

/** Spec 1 §2: Items per Page, Prev and Next; shown only when there are more results than the initial page size. */
export const SearchPager = ({
  currentPage,
  pageSize,
  totalCount,
  countCapped = false,
  onPage,
  onPageSize,
}: SearchPagerProps) => {
  if (totalCount <= InitialSearchPageSize) return null;
  const lastPage = countCapped ? Number.POSITIVE_INFINITY : Math.max(1, Math.ceil(totalCount / pageSize));
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="xs" wrap="nowrap">
        <Select
          label="Items per Page"
          data={SearchPageSizes.map(String)}
          value={String(pageSize)}
          onChange={(value) => value && onPageSize(Number(value))}
          allowDeselect={false}
          w={120}
          size="xs"
        />
      </Group>
      <Group gap="xs" wrap="nowrap">
        <Button
          variant="default"
          size="xs"
          disabled={currentPage <= 1}
          onClick={() => onPage(currentPage - 1)}
        >
          Prev
        </Button>
        <Text size="sm" aria-live="polite">
          {showingText({ currentPage, pageSize, totalCount, countCapped })}
        </Text>
        <Button
          variant="default"
          size="xs"
          disabled={currentPage >= lastPage}
          onClick={() => onPage(currentPage + 1)}
        >
          Next
        </Button>
      </Group>
    </Group>
  );
};
