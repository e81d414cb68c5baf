import { Text, Title } from '@mantine/core';

export const viewOnlyText =
  'You are not authorized to edit or add data to the product. Please contact your IT administrator if you believe you should have access to this functionality.';

export const ViewOnlyPage = () => (
  <>
    <Title order={2} mb="md">
      View Only
    </Title>
    <Text>{viewOnlyText}</Text>
  </>
);
