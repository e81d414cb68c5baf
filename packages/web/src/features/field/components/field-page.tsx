import { Stack, Text, Title } from '@mantine/core';
import { usePrepare } from '../api/use-prepare';
import { FieldWorkCard } from './field-work-card';
import { OutboxCard } from './outbox-card';
import { PreparedCard } from './prepared-card';

/** The Field area: what is waiting to sync, the properties on this device, and the monitor's work. */
export const FieldPage = () => {
  const prepare = usePrepare();
  return (
    <Stack gap="md">
      <Title order={2}>Field</Title>
      <Text size="sm">
        Prepare the properties you will visit while you have a network; on the property, record the inspection
        with no signal. Everything you save stays on this device until the server confirms it.
      </Text>
      <OutboxCard />
      <PreparedCard prepare={prepare} />
      <FieldWorkCard prepare={prepare} />
    </Stack>
  );
};
