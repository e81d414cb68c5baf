import { instrumentMessages } from '@app/domain';
import { Text, Title } from '@mantine/core';
import { GoHome } from './go-home';

/**
 * What a signed-in user who is not an Admin sees at an admin page: that the page is for admins, and the
 * way home. The not-authorized page said they could not use the product at all.
 */
export const AdminOnlyPage = ({ only }: { only?: string }) => (
  <>
    <Title order={2} mb="md">
      Admins Only
    </Title>
    <Text>
      {only ??
        `${instrumentMessages.tagsAdminOnly} Ask an Admin if a tag needs adding, renaming or deleting.`}{' '}
      <GoHome />
    </Text>
  </>
);
