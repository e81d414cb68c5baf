import { Title } from '@mantine/core';

export const InstrumentPage = () => <Title order={2}>Instrument</Title>;
