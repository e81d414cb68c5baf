import { instrumentMessages } from '@app/domain';
import { Anchor, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { routePaths } from '../../lib/routes';

/**
 * What a signed-in user who is not an Admin sees at an admin page: that the page is for admins, and the
 * way home. The not-authorized page said they could not use the product at all.
 */
export const AdminOnlyPage = () => (
  <>
    <Title order={2} mb="md">
      Admins Only
    </Title>
    <Text>
      {instrumentMessages.tagsAdminOnly} Ask an Admin if a tag needs adding, renaming or deleting. Go to the{' '}
      <Anchor component={Link} to={routePaths.home()}>
        Home
      </Anchor>{' '}
      page.
    </Text>
  </>
);
