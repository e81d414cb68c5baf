import { Title } from '@mantine/core';

export const ServicesPage = () => <Title order={2}>Services</Title>;
