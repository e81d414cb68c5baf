import { Title } from '@mantine/core';

export const NewServicePage = () => <Title order={2}>New Service</Title>;
