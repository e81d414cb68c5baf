import { type PhotoPoint, photoDetailsSchema } from '@app/domain';
import { Button, Group, Select, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { CardForm } from '../../../components/card-form';
import { FormButtons } from '../../../components/form-buttons';
import { mayHaveCompass, readCompass } from '../../../lib/compass-heading';
import { positionText, useCurrentPosition } from '../../../lib/use-current-position';
import type { PhotoDetails } from '../api/photo-upload';
import {
  noPhotoPoint,
  type PhotoPointDraft,
  PhotoPointFields,
  photoPointOf,
  type ThumbnailComponent,
} from './photo-point-fields';

/** What the form saves: the photo's details, and the key of the chosen observation (the caller's own). */
export type CapturedPhoto = { details: Omit<PhotoDetails, 'observationId'>; observation: string | null };

type PhotoCaptureFormProps = {
  file: File;
  /** The observations a photo may show, keyed by the caller (a server id, or a device's id in the field). */
  observations: readonly { value: string; label: string }[];
  /** The service's properties: their photo points are offered, and a new one is named on one of them. */
  propertyIds: readonly number[];
  points: readonly PhotoPoint[];
  Thumbnail: ThumbnailComponent;
  saving?: boolean;
  onSave: (photo: CapturedPhoto) => void;
  onCancel: () => void;
};

type Errors = Partial<Record<'caption' | 'headingDegrees', string>>;

/**
 * What the monitor adds to a photo just taken: caption, heading, observation and photo point; the
 * position, its accuracy and the time are recorded by the page (browsers strip a photo's own). Checked
 * by the domain schema the server uses. The Photos card and the field page both take photos with it.
 */
export const PhotoCaptureForm = ({
  file,
  observations,
  propertyIds,
  points,
  Thumbnail,
  saving = false,
  onSave,
  onCancel,
}: PhotoCaptureFormProps) => {
  const fix = useCurrentPosition();
  const [takenAt] = useState(() => new Date().toISOString());
  const [caption, setCaption] = useState('');
  const [heading, setHeading] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [observation, setObservation] = useState<string | null>(null);
  const [point, setPoint] = useState<PhotoPointDraft>(noPhotoPoint);
  const [pointErrors, setPointErrors] = useState<ReturnType<typeof photoPointOf>['errors']>({});
  const [compass, setCompass] = useState<'reading' | string | null>(null);

  const fromCompass = async () => {
    setCompass('reading');
    const reading = await readCompass();
    if ('heading' in reading) {
      setHeading(String(reading.heading));
      setErrors((current) => ({ ...current, headingDegrees: undefined }));
    }
    setCompass('problem' in reading ? reading.problem : null);
  };

  const save = () => {
    const photoPoint = photoPointOf(point, { several: propertyIds.length > 1 });
    setPointErrors(photoPoint.errors);
    const details = photoDetailsSchema.safeParse({
      caption,
      takenAt,
      ...(fix.state === 'found' ? fix.position : {}),
      headingDegrees: heading.trim() === '' ? null : Number(heading),
      photoPoint: photoPoint.choice,
    });
    const found: Errors = {};
    for (const issue of details.error?.issues ?? []) found[issue.path[0] as keyof Errors] ??= issue.message;
    setErrors(found);
    if (!details.success || Object.keys(photoPoint.errors).length > 0) return;
    const { observationId: _chosenBelow, ...rest } = details.data;
    onSave({ details: { ...rest, photoPoint: photoPoint.choice }, observation });
  };

  return (
    <CardForm heading="Add Photo" onSubmit={save} error={null} onReload={onCancel}>
      <Text size="sm">{file.name}</Text>
      <Text size="sm" role="status">
        {positionText(fix)}
      </Text>
      <TextInput
        label="Caption"
        value={caption}
        onChange={(e) => setCaption(e.currentTarget.value)}
        maxLength={250}
        error={errors.caption}
      />
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          label="Heading (degrees)"
          inputMode="numeric"
          value={heading}
          onChange={(e) => setHeading(e.currentTarget.value)}
          error={errors.headingDegrees}
          style={{ flex: 1 }}
        />
        {/* Where the browser knows orientation; the typed value stays the way on any device. */}
        {mayHaveCompass() && (
          <Button variant="default" loading={compass === 'reading'} onClick={() => void fromCompass()}>
            Read Compass
          </Button>
        )}
      </Group>
      {compass !== null && compass !== 'reading' && (
        <Text size="sm" role="status">
          {compass}
        </Text>
      )}
      <Select
        label="Observation"
        placeholder="None"
        clearable
        data={observations}
        value={observation}
        onChange={setObservation}
      />
      <PhotoPointFields
        propertyIds={propertyIds}
        points={points}
        Thumbnail={Thumbnail}
        draft={point}
        errors={pointErrors}
        onChange={(draft) => {
          setPoint(draft);
          setPointErrors({});
        }}
      />
      <FormButtons saving={saving} onCancel={onCancel} />
    </CardForm>
  );
};
