import { Title } from '@mantine/core';

export const HomePage = () => <Title order={2}>Home</Title>;
