import { Text } from '@mantine/core';
import { RecordCard } from '../../../components/record-card';

/** Shown only when the instrument has a statement; it is edited with the Instrument Details. */
export const ConservationValuesCard = ({ statement }: { statement: string }) => (
  <RecordCard title="Conservation Values Statement">
    <Text style={{ whiteSpace: 'pre-wrap' }}>{statement}</Text>
  </RecordCard>
);
