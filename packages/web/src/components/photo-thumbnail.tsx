import { Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiRequest } from '../lib/api-client';

type PhotoThumbnailProps = { photoId: number; alt: string; height?: number };

/**
 * A photo's thumbnail: fetched with the sign-in (an <img src> could not send it), shown from memory.
 * One cache entry per photo, whichever card shows it (a photo never changes once stored).
 */
export const PhotoThumbnail = ({ photoId, alt, height = 160 }: PhotoThumbnailProps) => {
  const blob = useQuery({
    queryKey: ['photo', photoId, 'thumbnail'],
    queryFn: async ({ signal }) => (await apiRequest(`/photo/${photoId}/thumbnail`, { signal })).blob(),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob.data) return;
    const made = URL.createObjectURL(blob.data);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [blob.data]);
  if (!url) return <Skeleton height={height} aria-label={`Loading ${alt}`} />;
  return (
    <img
      src={url}
      alt={alt}
      style={{ width: '100%', height, objectFit: 'cover', borderRadius: 'var(--mantine-radius-sm)' }}
    />
  );
};
