import { SimpleGrid, TextInput } from '@mantine/core';
import { DateInput } from '../../../components/date-input';

type ClosedEvent = { date: string | null; notes?: string | null };

type ClosedEventFieldsProps = {
  value: ClosedEvent;
  onChange: (value: ClosedEvent) => void;
  errors: Record<string, string | undefined>;
};

/** The Closed event a status change that closes the service records (spec 2 §4). */
export const ClosedEventFields = ({ value, onChange, errors }: ClosedEventFieldsProps) => (
  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
    <DateInput
      label="Closed Event Date"
      value={value.date}
      onChange={(date) => onChange({ ...value, date })}
      error={errors['closedEvent.date']}
      disableFuture
      withAsterisk
    />
    <TextInput
      label="Closed Event Notes"
      value={value.notes ?? ''}
      onChange={(event) => onChange({ ...value, notes: event.currentTarget.value })}
      error={errors['closedEvent.notes']}
      maxLength={256}
    />
  </SimpleGrid>
);
