import {
  formatDateTime,
  formatDegrees,
  formatPhotoPosition,
  type Photo,
  photoMessages,
  photoSizeError,
  readImageHeader,
} from '@app/domain';
import { Alert, Button, Card, FileButton, Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DeleteItemButton } from '../../../components/card-buttons';
import { useConfirm } from '../../../components/confirm-provider';
import { PhotoThumbnail } from '../../../components/photo-thumbnail';
import { RecordCard } from '../../../components/record-card';
import { propertyKeys, propertyQueries } from '../../properties';
import { type PhotoDetails, uploadPhoto } from '../api/photo-upload';
import { serviceKeys, serviceQueries } from '../api/service-queries';
import { useDeletePhoto } from '../api/use-service-mutations';
import { PhotoCaptureForm } from './photo-capture-form';
import { PhotoImage } from './photo-image';

type Upload = {
  clientId: string;
  name: string;
  sent: number;
  size: number;
  state: 'uploading' | 'verified' | 'failed';
  error?: string;
  retry?: () => void;
};

const stateText = (upload: Upload) =>
  upload.state === 'verified'
    ? 'Uploaded and verified'
    : upload.state === 'failed'
      ? `Not uploaded: ${upload.error}`
      : `Uploading ${Math.floor((100 * upload.sent) / Math.max(upload.size, 1))} %`;

/** Field photos of a service: taken with the camera or chosen, uploaded in resumable parts and verified. */
type PhotosCardProps = { serviceId: number; propertyIds: readonly number[]; canEdit: boolean };

export const PhotosCard = ({ serviceId, propertyIds, canEdit }: PhotosCardProps) => {
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const photos = useQuery(serviceQueries.photos(serviceId));
  const observations = useQuery(serviceQueries.observations(serviceId));
  const points = useQueries({ queries: propertyIds.map((id) => propertyQueries.photoPoints(id)) }).flatMap(
    (list) => list.data ?? [],
  );
  const [captured, setCaptured] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const deletePhoto = useDeletePhoto(serviceId, propertyIds);

  const patch = (clientId: string, change: Partial<Upload>) =>
    setUploads((all) => all.map((u) => (u.clientId === clientId ? { ...u, ...change } : u)));

  const take = async (file: File | null) => {
    setProblem(null);
    if (!file) return;
    // The same checks as the server, before anything is sent: a photo too large to show is refused here.
    const header = readImageHeader(new Uint8Array(await file.slice(0, 256 * 1024).arrayBuffer()));
    const refusal = header && header.type !== 'image/gif' ? photoSizeError(header) : photoMessages.notPhoto;
    if (refusal) setProblem(refusal);
    else setCaptured(file);
  };

  const send = async (file: File, details: PhotoDetails) => {
    setCaptured(null);
    const clientId = crypto.randomUUID();
    const bytes = new Uint8Array(await file.arrayBuffer());
    const attempt = async () => {
      patch(clientId, { state: 'uploading', error: undefined });
      try {
        await uploadPhoto(serviceId, { clientId, bytes, details }, ({ sent }) => patch(clientId, { sent }));
        patch(clientId, { state: 'verified', sent: bytes.length });
        await queryClient.invalidateQueries({ queryKey: serviceKeys.photos(serviceId) });
        // A photo of a point shows on its property's Photo Points card (and may have made the point).
        if (details.photoPoint)
          for (const id of propertyIds)
            await queryClient.invalidateQueries({ queryKey: propertyKeys.photoPoints(id) });
      } catch (error) {
        patch(clientId, { state: 'failed', error: error instanceof Error ? error.message : String(error) });
      }
    };
    setUploads((all) => [
      ...all,
      {
        clientId,
        name: file.name,
        sent: 0,
        size: bytes.length,
        state: 'uploading',
        retry: () => void attempt(),
      },
    ]);
    await attempt();
  };

  const remove = async (photo: Photo) => {
    const name = photo.caption ?? `Photo ${photo.id}`;
    const text = `Are you sure you want to delete ${name}? An Admin can restore it from the History card.`;
    if (!(await confirm({ title: 'Delete Photo', text }))) return;
    try {
      await deletePhoto.mutateAsync(photo);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  };

  const observationName = (id: number | null) => observations.data?.find((o) => o.id === id)?.name;

  return (
    <RecordCard
      title="Photos"
      actions={
        canEdit &&
        !captured && (
          <>
            <FileButton onChange={(file) => void take(file)} accept="image/*" capture="environment">
              {(props) => (
                <Button size="xs" variant="light" {...props}>
                  Take Photo
                </Button>
              )}
            </FileButton>
            <FileButton onChange={(file) => void take(file)} accept="image/jpeg,image/png,image/webp">
              {(props) => (
                <Button size="xs" variant="default" {...props}>
                  Choose Photo
                </Button>
              )}
            </FileButton>
          </>
        )
      }
    >
      <Stack gap="sm">
        {problem && (
          <Alert color="red" role="alert" withCloseButton onClose={() => setProblem(null)}>
            {problem}
          </Alert>
        )}
        {captured && (
          <PhotoCaptureForm
            file={captured}
            observations={(observations.data ?? []).map((o) => ({ value: String(o.id), label: o.name }))}
            propertyIds={propertyIds}
            points={points}
            Thumbnail={PhotoThumbnail}
            onSave={({ details, observation }) =>
              void send(captured, {
                ...details,
                observationId: observation === null ? null : Number(observation),
              })
            }
            onCancel={() => setCaptured(null)}
          />
        )}
        {uploads
          .filter((upload) => upload.state !== 'verified')
          .map((upload) => (
            <Card key={upload.clientId} withBorder padding="xs" aria-label={`Upload of ${upload.name}`}>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Text size="sm" role="status">
                  {upload.name}: {stateText(upload)}
                </Text>
                {upload.state === 'failed' && (
                  <Button size="xs" variant="light" onClick={upload.retry}>
                    Try Again
                  </Button>
                )}
              </Group>
              {upload.state === 'uploading' && (
                <Progress value={(100 * upload.sent) / Math.max(upload.size, 1)} mt={4} aria-hidden />
              )}
            </Card>
          ))}
        {photos.isSuccess && photos.data.length === 0 && uploads.length === 0 && (
          <Text c="dimmed">No Photos have been added to this Service</Text>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          {photos.data?.map((photo) => (
            <Card key={photo.id} withBorder padding="xs" component="article" aria-label={`Photo ${photo.id}`}>
              <PhotoImage photo={photo} />
              <Stack gap={2} mt="xs">
                <Text size="sm" fw={600}>
                  {photo.caption ?? 'No caption'}
                </Text>
                <Text size="sm">{formatDateTime(photo.takenAt)}</Text>
                <Text size="sm">{formatPhotoPosition(photo)}</Text>
                {photo.headingDegrees !== null && (
                  <Text size="sm">Heading {formatDegrees(photo.headingDegrees)}</Text>
                )}
                {photo.photographerName && <Text size="sm">By {photo.photographerName}</Text>}
                {photo.photoPointName && <Text size="sm">Photo Point: {photo.photoPointName}</Text>}
                {observationName(photo.observationId) && (
                  <Text size="sm">Observation: {observationName(photo.observationId)}</Text>
                )}
                <Text size="xs" c="forest.8">
                  Verified
                </Text>
                {canEdit && (
                  <Group justify="flex-end">
                    <DeleteItemButton
                      name={photo.caption ?? `Photo ${photo.id}`}
                      onClick={() => void remove(photo)}
                    />
                  </Group>
                )}
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </RecordCard>
  );
};
