import { Button, Group, Text } from '@mantine/core';

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
  const first = (page - 1) * pageSize;
  return (
    <Group justify="flex-end" gap="xs">
      <Text size="sm">
        Showing {first + 1}-{first + shown} of {total}
      </Text>
      <Button size="xs" variant="default" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Prev
      </Button>
      <Button
        size="xs"
        variant="default"
        disabled={page * pageSize >= total}
        onClick={() => onPage(page + 1)}
      >
        Next
      </Button>
    </Group>
  );
};
