import { Title } from '@mantine/core';

export const NewMultiPropertyServicePage = () => <Title order={2}>New Multi-Property Service</Title>;
