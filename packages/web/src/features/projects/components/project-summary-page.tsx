import { Title } from '@mantine/core';

export const ProjectSummaryPage = () => <Title order={2}>Summary</Title>;
