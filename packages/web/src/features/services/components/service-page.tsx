import { Title } from '@mantine/core';

export const ServicePage = () => <Title order={2}>Service</Title>;
