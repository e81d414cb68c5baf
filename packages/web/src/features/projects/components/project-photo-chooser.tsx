import { ProjectPhotoMaxBytes, photoSizeError, projectMessages, readImageHeader } from '@app/domain';
import { FileInput, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { ProjectPhotoFrame } from './project-photo-frame';

/**
 * Why a chosen file cannot be the photo, or null, read from its bytes as the server reads them: an image
 * whose header claims too many pixels is refused before the preview would make the browser decode it.
 */
export const photoFileError = async (file: File | null): Promise<string | null> => {
  if (!file) return null;
  if (!file.type.startsWith('image/')) return projectMessages.photoNotImage;
  if (file.size > ProjectPhotoMaxBytes) return projectMessages.photoTooLarge;
  const header = readImageHeader(new Uint8Array(await file.arrayBuffer()));
  return header ? photoSizeError(header) : projectMessages.photoNotImage;
};

export type ProjectPhotoChooserProps = {
  /** The saved photo (GET project/{id}/photo), shown until another file is chosen. */
  current: string | null | undefined;
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string | null;
};

/** Choose a new project photo: the preview shows the chosen image, else the saved one, else a placeholder. */
export const ProjectPhotoChooser = ({ current, file, onChange, error }: ProjectPhotoChooserProps) => {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    setPreview(null);
    let url: string | null = null;
    let cancelled = false;
    void photoFileError(file).then((problem) => {
      if (cancelled || !file || problem) return;
      url = URL.createObjectURL(file);
      setPreview(url);
    });
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [file]);

  return (
    <Stack gap="xs">
      <FileInput
        label="Photo"
        placeholder="Choose an image"
        accept="image/*"
        clearable
        value={file}
        onChange={onChange}
        error={error}
        maw={490}
      />
      <ProjectPhotoFrame src={preview ?? current} alt={preview ? 'The chosen photo' : 'The project photo'} />
    </Stack>
  );
};
