import { Title } from '@mantine/core';

export const PropertyPage = () => <Title order={2}>Property</Title>;
