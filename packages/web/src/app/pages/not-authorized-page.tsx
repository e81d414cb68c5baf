import { Text, Title } from '@mantine/core';

export const notAuthorizedText =
  'You are not authorized to access the product. Please contact your IT administrator if you believe you should have access.';

export const NotAuthorizedPage = () => (
  <>
    <Title order={2} mb="md">
      Not Authorized
    </Title>
    <Text>{notAuthorizedText}</Text>
  </>
);
