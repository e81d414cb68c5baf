import { Title } from '@mantine/core';

export const NewPropertyPage = () => <Title order={2}>New Property</Title>;
