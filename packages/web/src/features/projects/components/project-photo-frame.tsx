import { hasPhoto } from '@app/domain';
import { Center, Paper, Text } from '@mantine/core';

/** The spec's photo area, 490x330; on a narrow screen it shrinks and keeps its proportions. */
const photoArea = { width: 490, height: 330 } as const;

export type ProjectPhotoFrameProps = {
  /** A data URI or an object URL; a value of 30 characters or fewer counts as no photo (spec 2 §2). */
  src: string | null | undefined;
  alt: string;
};

/** The project photo in its area, or a placeholder that says there is none. */
export const ProjectPhotoFrame = ({ src, alt }: ProjectPhotoFrameProps) => (
  <Paper
    withBorder
    radius="sm"
    bg="gray.0"
    style={{
      width: '100%',
      maxWidth: photoArea.width,
      aspectRatio: `${photoArea.width} / ${photoArea.height}`,
      overflow: 'hidden',
    }}
  >
    {src && hasPhoto(src) ? (
      <img src={src} alt={alt} style={{ width: '100%', height: '100%', objectFit: 'contain' }} />
    ) : (
      <Center h="100%">
        <Text c="dimmed">No Photo</Text>
      </Center>
    )}
  </Paper>
);
