import { Title } from '@mantine/core';

export const InstrumentTagsPage = () => <Title order={2}>Instrument Tags</Title>;
