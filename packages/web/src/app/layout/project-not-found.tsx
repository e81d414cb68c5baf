import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { routePaths } from '../../lib/routes';

/** A project id that names no project: say so plainly and offer the ways to find the right one. */
export const ProjectNotFound = ({ projectId }: { projectId: string | number }) => (
  <Stack gap="sm">
    <Title order={2}>Project {projectId} was not found.</Title>
    <Text>
      It may have been deleted, or the address is wrong. Look it up from the{' '}
      <Anchor component={Link} to={routePaths.home()}>
        Home
      </Anchor>{' '}
      page or with{' '}
      <Anchor component={Link} to={routePaths.search()}>
        Advanced Search
      </Anchor>
      .
    </Text>
  </Stack>
);
