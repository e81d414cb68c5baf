import { Anchor, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { routePaths } from '../../lib/routes';

export const NotFoundPage = () => (
  <>
    <Title order={2} mb="md">
      Page Not Found
    </Title>
    <Text>
      There is no page at this address. Go to the{' '}
      <Anchor component={Link} to={routePaths.home()}>
        Home
      </Anchor>{' '}
      page.
    </Text>
  </>
);
