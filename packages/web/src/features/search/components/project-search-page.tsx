import { Title } from '@mantine/core';

export const ProjectSearchPage = () => <Title order={2}>Project Search</Title>;
