import type { Observation } from '@app/domain';
import { Select, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { CardForm } from '../../../components/card-form';
import { FormButtons } from '../../../components/form-buttons';
import type { PhotoDetails } from '../api/photo-upload';
import { noPhotoPoint, type PhotoPointDraft, PhotoPointFields, photoPointOf } from './photo-point-fields';

type Position = { latitude: number; longitude: number; accuracyMeters: number };
type Fix = { state: 'finding' } | { state: 'found'; position: Position } | { state: 'none'; reason: string };

/** The device's position when the photo is taken (browsers strip a photo's own GPS data). */
const useCurrentPosition = (): Fix => {
  const [fix, setFix] = useState<Fix>({ state: 'finding' });
  useEffect(() => {
    if (!('geolocation' in navigator)) {
      setFix({ state: 'none', reason: 'This device cannot tell its position.' });
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        setFix({
          state: 'found',
          position: {
            latitude: coords.latitude,
            longitude: coords.longitude,
            accuracyMeters: coords.accuracy,
          },
        }),
      (error) => setFix({ state: 'none', reason: error.message || 'The position is not available.' }),
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 30_000 },
    );
  }, []);
  return fix;
};

type PhotoCaptureFormProps = {
  file: File;
  observations: readonly Observation[];
  /** The service's properties: their photo points are offered, and a new one is named on one of them. */
  propertyIds: readonly number[];
  onSave: (details: PhotoDetails) => void;
  onCancel: () => void;
};

/**
 * What the monitor adds to a photo just taken: caption, heading, observation and photo point;
 * position and time are recorded.
 */
export const PhotoCaptureForm = ({
  file,
  observations,
  propertyIds,
  onSave,
  onCancel,
}: PhotoCaptureFormProps) => {
  const fix = useCurrentPosition();
  const [takenAt] = useState(() => new Date().toISOString());
  const [caption, setCaption] = useState('');
  const [heading, setHeading] = useState('');
  const [observationId, setObservationId] = useState<string | null>(null);
  const [point, setPoint] = useState<PhotoPointDraft>(noPhotoPoint);
  const [pointErrors, setPointErrors] = useState<ReturnType<typeof photoPointOf>['errors']>({});
  const headingNumber = heading.trim() === '' ? null : Number(heading);
  const headingError =
    headingNumber !== null && !(Number.isFinite(headingNumber) && headingNumber >= 0 && headingNumber <= 360)
      ? 'The Heading must be from 0 to 360 degrees.'
      : undefined;

  const save = () => {
    const photoPoint = photoPointOf(point, { several: propertyIds.length > 1 });
    setPointErrors(photoPoint.errors);
    if (headingError || Object.keys(photoPoint.errors).length > 0) return;
    onSave({
      caption: caption.trim() || null,
      takenAt,
      ...(fix.state === 'found' ? fix.position : { latitude: null, longitude: null, accuracyMeters: null }),
      headingDegrees: headingNumber,
      observationId: observationId ? Number(observationId) : null,
      photoPoint: photoPoint.choice,
    });
  };

  return (
    <CardForm heading="Add Photo" onSubmit={save} error={null} onReload={onCancel}>
      <Text size="sm">{file.name}</Text>
      <Text size="sm" role="status">
        {fix.state === 'finding'
          ? 'Finding the position…'
          : fix.state === 'found'
            ? `Position: ${fix.position.latitude.toFixed(5)}, ${fix.position.longitude.toFixed(5)} (± ${Math.round(fix.position.accuracyMeters)} m)`
            : `No position: ${fix.reason}`}
      </Text>
      <TextInput
        label="Caption"
        value={caption}
        onChange={(e) => setCaption(e.currentTarget.value)}
        maxLength={250}
      />
      <TextInput
        label="Heading (degrees)"
        inputMode="numeric"
        value={heading}
        onChange={(e) => setHeading(e.currentTarget.value)}
        error={headingError}
      />
      <Select
        label="Observation"
        placeholder="None"
        clearable
        data={observations.map((o) => ({ value: String(o.id), label: o.name }))}
        value={observationId}
        onChange={setObservationId}
      />
      <PhotoPointFields
        propertyIds={propertyIds}
        draft={point}
        errors={pointErrors}
        onChange={(draft) => {
          setPoint(draft);
          setPointErrors({});
        }}
      />
      <FormButtons saving={false} onCancel={onCancel} />
    </CardForm>
  );
};
