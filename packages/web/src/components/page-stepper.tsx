import { Button, Group, type GroupProps, Text } from '@mantine/core';

type PageStepperProps = {
  /** The page shown, from 1. */
  page: number;
  pageCount: number;
  /** The index of the page's first entry in the whole list, from 0. */
  first: number;
  /** Entries on the page shown. */
  shown: number;
  total: number;
  onPage: (page: number) => void;
  justify?: GroupProps['justify'];
};

/** 'Showing a-b of n' with Prev and Next: the steps of every paged list but the search results. */
export const PageStepper = ({ page, pageCount, first, shown, total, onPage, justify }: PageStepperProps) => (
  <Group gap="xs" justify={justify}>
    <Text size="sm">
      Showing {first + 1}-{first + shown} of {total}
    </Text>
    <Button size="xs" variant="default" disabled={page <= 1} onClick={() => onPage(page - 1)}>
      Prev
    </Button>
    <Button size="xs" variant="default" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
      Next
    </Button>
  </Group>
);
