import { photoDetailsSchema } from '@app/domain';
import { Select, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { CardForm } from '../../../components/card-form';
import { FormButtons } from '../../../components/form-buttons';
import { positionText, useCurrentPosition } from '../../../lib/use-current-position';
import type { RecordRef } from '../store/field-db';
import { fieldDb } from '../store/field-store';
import { savePhoto } from '../store/outbox';
import { fieldSync } from '../sync/field-sync';

export type ObservationChoice = { key: string; ref: RecordRef; name: string };

/**
 * What the monitor adds to a photo just taken: caption, heading and observation; the position, its
 * accuracy and the time are recorded by the page. Checked by the same schema as the server's.
 */
export const FieldPhotoForm = ({
  propertyId,
  service,
  file,
  observations,
  onDone,
}: {
  propertyId: number;
  service: RecordRef;
  file: File;
  observations: readonly ObservationChoice[];
  onDone: () => void;
}) => {
  const fix = useCurrentPosition();
  const [takenAt] = useState(() => new Date().toISOString());
  const [caption, setCaption] = useState('');
  const [heading, setHeading] = useState('');
  const [observation, setObservation] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const details = photoDetailsSchema.safeParse({
      caption,
      takenAt,
      ...(fix.state === 'found' ? fix.position : {}),
      headingDegrees: heading.trim() === '' ? null : Number(heading),
    });
    if (!details.success) {
      setErrors(
        Object.fromEntries(details.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    setSaving(true);
    const { observationId: _none, ...rest } = details.data;
    await savePhoto(fieldDb, {
      propertyId,
      service,
      observation: observations.find((o) => o.key === observation)?.ref ?? null,
      details: rest,
      file,
    });
    void fieldSync.sync();
    onDone();
  };

  return (
    <CardForm heading="Add Photo" onSubmit={() => void save()} error={null} onReload={onDone}>
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
      <TextInput
        label="Heading (degrees)"
        inputMode="numeric"
        value={heading}
        onChange={(e) => setHeading(e.currentTarget.value)}
        error={errors.headingDegrees}
      />
      <Select
        label="Observation"
        placeholder="None"
        clearable
        data={observations.map((o) => ({ value: o.key, label: o.name }))}
        value={observation}
        onChange={setObservation}
      />
      <FormButtons saving={saving} onCancel={onDone} />
    </CardForm>
  );
};
