import { Title } from '@mantine/core';

export const InstrumentsPage = () => <Title order={2}>Instruments</Title>;
