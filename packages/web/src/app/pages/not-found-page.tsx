import { Text, Title } from '@mantine/core';
import { GoHome } from './go-home';

export const NotFoundPage = () => (
  <>
    <Title order={2} mb="md">
      Page Not Found
    </Title>
    <Text>
      There is no page at this address. <GoHome />
    </Text>
  </>
);
