import type { Photo } from '@app/domain';
import { Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiRequest } from '../../../lib/api-client';

/** A photo's thumbnail: fetched with the sign-in (an <img src> could not send it), shown from memory. */
export const PhotoImage = ({ photo }: { photo: Photo }) => {
  const blob = useQuery({
    queryKey: ['photo', photo.id, 'thumbnail'],
    queryFn: async ({ signal }) => (await apiRequest(`/photo/${photo.id}/thumbnail`, { signal })).blob(),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob.data) return;
    const made = URL.createObjectURL(blob.data);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [blob.data]);
  const alt = photo.caption ?? `Photo ${photo.id}`;
  if (!url) return <Skeleton height={160} aria-label={`Loading ${alt}`} />;
  return (
    <img
      src={url}
      alt={alt}
      style={{ width: '100%', height: 160, objectFit: 'cover', borderRadius: 'var(--mantine-radius-sm)' }}
    />
  );
};
