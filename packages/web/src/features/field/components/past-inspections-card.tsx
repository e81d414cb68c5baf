import { type FieldInspection, formatDate } from '@app/domain';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { RecordCard } from '../../../components/record-card';
import { RecordItem } from '../../../components/record-item';
import { StoredThumbnail } from './stored-thumbnail';

/** The last finished inspections: what was seen then, to compare on the ground. */
export const PastInspectionsCard = ({ inspections }: { inspections: readonly FieldInspection[] }) => (
  <RecordCard title="Last Inspections" defaultExpanded={false}>
    <Stack gap="xs">
      {inspections.length === 0 && <Text size="sm">No finished inspections of this property.</Text>}
      {inspections.map(({ service, observations, photos }) => (
        <RecordItem
          key={service.id}
          label={`Service ${service.id}`}
          heading={`Service ${service.id}`}
          subheading={`opened ${formatDate(service.openDate)} · ${service.typeNames.join('; ')}`}
        >
          {observations.map((o) => (
            <Text key={o.id} size="sm">
              {`${o.name}: ${o.ackTypeName}${o.notes ? ` — ${o.notes}` : ''}`}
            </Text>
          ))}
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
            {photos.map((photo) => (
              <StoredThumbnail key={photo.id} photoId={photo.id} alt={photo.caption || `Photo ${photo.id}`} />
            ))}
          </SimpleGrid>
        </RecordItem>
      ))}
    </Stack>
  </RecordCard>
);
