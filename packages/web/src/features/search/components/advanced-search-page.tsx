import { Title } from '@mantine/core';

export const AdvancedSearchPage = () => <Title order={2}>Advanced Search</Title>;
