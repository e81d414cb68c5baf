import { Title } from '@mantine/core';

export const EditProjectPage = () => <Title order={2}>Edit Project Details</Title>;
