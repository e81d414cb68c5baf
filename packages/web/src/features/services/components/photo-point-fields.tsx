import {
  formatBearing,
  formatDate,
  type PhotoPoint,
  type PhotoPointChoice,
  PhotoPointLimits,
  type PhotoPointPhoto,
  photoPointChoiceSchema,
  photoPointMessages,
} from '@app/domain';
import { Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { ComponentType } from 'react';

const newPoint = 'new';

/** What the monitor chose: no point, an existing one, or a new one being named. */
export type PhotoPointDraft = {
  choice: string | null;
  name: string;
  bearing: string;
  propertyId: string | null;
};
export const noPhotoPoint: PhotoPointDraft = { choice: null, name: '', bearing: '', propertyId: null };

type Errors = Partial<Record<'name' | 'bearingDegrees' | 'propertyId', string>>;

/**
 * The draft as the upload sends it, checked by the domain schema the server uses: the choice, or the
 * messages to show beside the fields.
 */
export const photoPointOf = (
  draft: PhotoPointDraft,
  { several }: { several: boolean },
): { choice: PhotoPointChoice | null; errors: Errors } => {
  if (draft.choice === null) return { choice: null, errors: {} };
  const value: PhotoPointChoice =
    draft.choice === newPoint
      ? {
          name: draft.name,
          bearingDegrees: draft.bearing.trim() === '' ? null : Number(draft.bearing),
          propertyId: draft.propertyId,
        }
      : { id: Number(draft.choice) };
  const errors: Errors = {};
  for (const issue of photoPointChoiceSchema.safeParse(value).error?.issues ?? [])
    errors[issue.path[0] as keyof Errors] ??= issue.message;
  // The server asks the same of a new point on a multi-property service.
  if (draft.choice === newPoint && several && draft.propertyId === null)
    errors.propertyId = photoPointMessages.propertyRequired;
  return Object.keys(errors).length > 0 ? { choice: null, errors } : { choice: value, errors: {} };
};

/** A photo's thumbnail: fetched with the sign-in online, read from the device in the field. */
export type ThumbnailComponent = ComponentType<{ photoId: number; alt: string; height?: number }>;

/** The way to face and the first and the latest photo of a point: the view to shoot again. */
const ReshootGuide = ({ point, Thumbnail }: { point: PhotoPoint; Thumbnail: ThumbnailComponent }) => {
  // A point with one photo shows it once.
  const entries: [string, PhotoPointPhoto | null][] = [
    ['First', point.first],
    ['Latest', point.latest?.id === point.first?.id ? null : point.latest],
  ];
  const shown = entries.filter((entry): entry is [string, PhotoPointPhoto] => entry[1] !== null);
  const bearing = (
    <Text size="sm">
      Bearing: {point.bearingDegrees === null ? 'not recorded' : formatBearing(point.bearingDegrees)}
    </Text>
  );
  if (shown.length === 0) return bearing;
  return (
    <>
      {bearing}
      <SimpleGrid cols={2} spacing="xs" aria-label={`Earlier photos of ${point.name}`}>
        {shown.map(([label, photo]) => (
          <Stack key={label} gap={2}>
            <Thumbnail photoId={photo.id} alt={`${label} photo of ${point.name}`} height={100} />
            <Text size="xs">
              {label}: {formatDate(photo.takenAt)}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </>
  );
};

type PhotoPointFieldsProps = {
  propertyIds: readonly number[];
  /** The photo points of those properties. */
  points: readonly PhotoPoint[];
  Thumbnail: ThumbnailComponent;
  draft: PhotoPointDraft;
  errors: Errors;
  onChange: (draft: PhotoPointDraft) => void;
};

/**
 * Marks a photo as a photo point of the service's property (issue 18): pick one of its points, whose
 * first and latest photos show to re-shoot the same view, or name a new one with its bearing.
 */
export const PhotoPointFields = ({
  propertyIds,
  points,
  Thumbnail,
  draft,
  errors,
  onChange,
}: PhotoPointFieldsProps) => {
  const several = propertyIds.length > 1;
  const options = [
    { value: newPoint, label: 'New photo point…' },
    ...points.map((point) => ({
      value: String(point.id),
      label: several ? `${point.name} (Property ${point.propertyId})` : point.name,
    })),
  ];
  const chosen = points.find((point) => String(point.id) === draft.choice);
  const set = (change: Partial<PhotoPointDraft>) => onChange({ ...draft, ...change });
  return (
    <Stack gap="xs">
      <Select
        label="Photo Point"
        placeholder="None"
        clearable
        data={options}
        value={draft.choice}
        onChange={(choice) => set({ choice })}
      />
      {chosen && <ReshootGuide point={chosen} Thumbnail={Thumbnail} />}
      {draft.choice === newPoint && (
        <>
          <TextInput
            label="Photo Point Name"
            withAsterisk
            value={draft.name}
            onChange={(e) => set({ name: e.currentTarget.value })}
            maxLength={PhotoPointLimits.nameMax}
            error={errors.name}
          />
          <Group grow align="flex-start">
            <TextInput
              label="Bearing (degrees)"
              inputMode="numeric"
              description="Empty: the photo's heading."
              value={draft.bearing}
              onChange={(e) => set({ bearing: e.currentTarget.value })}
              error={errors.bearingDegrees}
            />
            {several && (
              <Select
                label="Property of the Photo Point"
                withAsterisk
                data={propertyIds.map((id) => ({ value: String(id), label: `Property ${id}` }))}
                value={draft.propertyId}
                onChange={(propertyId) => set({ propertyId })}
                error={errors.propertyId}
              />
            )}
          </Group>
        </>
      )}
    </Stack>
  );
};
