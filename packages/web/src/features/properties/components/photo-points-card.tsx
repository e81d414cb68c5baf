import {
  formatDate,
  formatDateTime,
  formatDegrees,
  type PhotoPoint,
  type PhotoPointPhoto,
  type Property,
} from '@app/domain';
import { Alert, Anchor, Group, Loader, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { CardList } from '../../../components/card-list';
import { PhotoThumbnail } from '../../../components/photo-thumbnail';
import { RecordCard } from '../../../components/record-card';
import { routePaths } from '../../../lib/routes';
import { propertyQueries } from '../api/property-queries';

/** One year's column is this wide: two fit beside each other on a phone, more on a desk. */
const yearWidth = 170;

const PointPhoto = ({ photo, projectId }: { photo: PhotoPointPhoto; projectId: number }) => (
  <Stack gap={2}>
    <PhotoThumbnail photoId={photo.id} alt={photo.caption ?? `Photo ${photo.id}`} height={120} />
    {photo.caption && (
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {photo.caption}
      </Text>
    )}
    <Text size="xs">{formatDateTime(photo.takenAt)}</Text>
    {photo.photographerName && <Text size="xs">By {photo.photographerName}</Text>}
    <Anchor component={Link} to={routePaths.projectService(projectId, photo.serviceId)} size="xs">
      Service {photo.serviceId}
    </Anchor>
  </Stack>
);

/** A point with its photos side by side, a column per year, the oldest on the left. */
const PhotoPointItem = ({ point, projectId }: { point: PhotoPoint; projectId: number }) => (
  <Paper withBorder radius="sm" p="xs" component="article" aria-label={`Photo Point ${point.name}`}>
    <Text fw={600}>{point.name}</Text>
    <Text size="sm" c="dimmed">
      Bearing {formatDegrees(point.bearingDegrees)} · Marked by {point.createdByName ?? 'None'} on{' '}
      {formatDate(point.createdAt)}
    </Text>
    {point.years.length === 0 ? (
      <Text size="sm" mt="xs">
        Its first photo has not been verified yet.
      </Text>
    ) : (
      <ScrollArea type="auto" offsetScrollbars mt="xs">
        <Group wrap="nowrap" align="flex-start" gap="sm">
          {point.years.map(({ year, photos }) => (
            <Stack
              key={year}
              gap="xs"
              w={yearWidth}
              miw={yearWidth}
              component="section"
              aria-label={`${point.name} in ${year}`}
            >
              <Text fw={600}>{year}</Text>
              {photos.map((photo) => (
                <PointPhoto key={photo.id} photo={photo} projectId={projectId} />
              ))}
            </Stack>
          ))}
        </Group>
      </ScrollArea>
    )}
  </Paper>
);

/**
 * Photo Points (issue 18): the places and bearings re-shot each year, each with its photos of every
 * inspection side by side by year. Points are marked when a photo is taken on a service; here they
 * are only read, so view-only users see the card as everyone does.
 */
export const PhotoPointsCard = ({ property }: { property: Property }) => {
  const points = useQuery(propertyQueries.photoPoints(property.id));
  return (
    <RecordCard title="Photo Points">
      {points.isPending && <Loader size="sm" aria-label="Loading the photo points" />}
      {points.isError && (
        <Alert color="red" role="alert">
          {points.error.message}
        </Alert>
      )}
      {points.data && (
        <CardList
          items={points.data}
          getKey={(point) => point.id}
          title="Photo Points"
          parent="Property"
          emptyText="No Photo Points have been marked on this Property. A photo taken on an inspection can mark one."
          renderItem={(point) => <PhotoPointItem point={point} projectId={property.projectId} />}
        />
      )}
    </RecordCard>
  );
};
