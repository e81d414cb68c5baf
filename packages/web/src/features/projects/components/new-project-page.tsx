import { Title } from '@mantine/core';

export const NewProjectPage = () => <Title order={2}>Create New Project</Title>;
