import { Title } from '@mantine/core';

export const NewInstrumentPage = () => <Title order={2}>New Instrument</Title>;
