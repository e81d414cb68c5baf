import { Title } from '@mantine/core';

export const PropertiesPage = () => <Title order={2}>Properties</Title>;
