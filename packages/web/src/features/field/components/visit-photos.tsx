import type { Photo, PhotoPoint } from '@app/domain';
import { Button, FileButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ItemValue, RecordItem } from '../../../components/record-item';
import { focusOnMount } from '../../../lib/focus-on-mount';
import { type CapturedPhoto, PhotoCaptureForm } from '../../services';
import type { PhotoUploadItem, RecordRef } from '../store/field-db';
import { fieldDb } from '../store/field-store';
import { savePhoto } from '../store/outbox';
import { useLive } from '../store/use-live';
import { fieldSync } from '../sync/field-sync';
import { ItemStateBadge } from './item-state-badge';
import { StoredImage } from './stored-image';
import { StoredThumbnail } from './stored-thumbnail';

const where = (latitude: number | null, longitude: number | null, accuracy: number | null) =>
  latitude === null || longitude === null
    ? 'No position'
    : `${latitude.toFixed(5)}, ${longitude.toFixed(5)}${accuracy === null ? '' : ` (± ${Math.round(accuracy)} m)`}`;

const DevicePhoto = ({ item, focused }: { item: PhotoUploadItem; focused: boolean }) => {
  const file = useLive(() => fieldDb.photoFiles.get(item.clientId), item.clientId);
  const name = item.details.caption || 'Photo';
  return (
    <RecordItem label={name} heading={name} actions={<ItemStateBadge item={item} />} focused={focused}>
      {file && <StoredImage file={file} alt={name} />}
      <ItemValue label="Position">
        {where(
          item.details.latitude ?? null,
          item.details.longitude ?? null,
          item.details.accuracyMeters ?? null,
        )}
      </ItemValue>
      {item.details.headingDegrees != null && (
        <ItemValue label="Heading">{`${item.details.headingDegrees}°`}</ItemValue>
      )}
    </RecordItem>
  );
};

/** An observation a photo may show: one the server has, or one saved on this device. */
export type ObservationChoice = { key: string; ref: RecordRef; name: string };

const ServerPhoto = ({ photo }: { photo: Photo }) => {
  const name = photo.caption || `Photo ${photo.id}`;
  return (
    <RecordItem label={name} heading={name} subheading="Verified">
      <StoredThumbnail photoId={photo.id} alt={name} />
      <ItemValue label="Position">{where(photo.latitude, photo.longitude, photo.accuracyMeters)}</ItemValue>
    </RecordItem>
  );
};

/** An inspection's photos: those the server held when prepared, those taken here with their state, and the camera. */
export const VisitPhotos = ({
  propertyId,
  service,
  serverPhotos,
  devicePhotos,
  observations,
  points,
  canRecord,
}: {
  propertyId: number;
  service: RecordRef;
  serverPhotos: readonly Photo[];
  devicePhotos: readonly PhotoUploadItem[];
  observations: readonly ObservationChoice[];
  points: readonly PhotoPoint[];
  canRecord: boolean;
}) => {
  const [file, setFile] = useState<File | null>(null);
  const [saving, setSaving] = useState(false);
  // The photo just saved takes the focus the closed form had.
  const [savedNow, setSavedNow] = useState<string | null>(null);
  // A cancelled photo gives the focus back to Take Photo.
  const [cancelled, setCancelled] = useState(false);
  const save = async (captured: File, { details, observation }: CapturedPhoto) => {
    setSaving(true);
    try {
      const saved = await savePhoto(fieldDb, {
        propertyId,
        service,
        observation: observations.find((o) => o.key === observation)?.ref ?? null,
        details,
        file: captured,
      });
      void fieldSync.sync();
      setFile(null);
      setCancelled(false);
      setSavedNow(saved);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text fw={600}>Photos</Text>
        {canRecord && !file && (
          <Group gap="xs">
            <FileButton onChange={setFile} accept="image/*" capture="environment">
              {(props) => (
                <Button size="md" {...props} ref={cancelled ? focusOnMount : undefined}>
                  Take Photo
                </Button>
              )}
            </FileButton>
            <FileButton onChange={setFile} accept="image/jpeg,image/png,image/webp">
              {(props) => (
                <Button size="md" variant="default" {...props}>
                  Choose Photo
                </Button>
              )}
            </FileButton>
          </Group>
        )}
      </Group>
      {file && (
        <PhotoCaptureForm
          file={file}
          observations={observations.map((o) => ({ value: o.key, label: o.name }))}
          propertyIds={[propertyId]}
          points={points}
          Thumbnail={StoredThumbnail}
          saving={saving}
          onSave={(captured) => void save(file, captured)}
          onCancel={() => {
            setFile(null);
            setSavedNow(null);
            setCancelled(true);
          }}
        />
      )}
      {serverPhotos.length + devicePhotos.length === 0 && <Text size="sm">No photos yet.</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        {devicePhotos.map((item) => (
          <DevicePhoto key={item.clientId} item={item} focused={item.clientId === savedNow} />
        ))}
        {serverPhotos.map((photo) => (
          <ServerPhoto key={photo.id} photo={photo} />
        ))}
      </SimpleGrid>
    </Stack>
  );
};
