import { Image } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { StoredFile } from '../store/field-db';

/** A picture kept in the field store, shown without the network. */
export const StoredImage = ({ file, alt }: { file: StoredFile; alt: string }) => {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const made = URL.createObjectURL(new Blob([file.bytes], { type: file.type }));
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url ? <Image src={url} alt={alt} radius="sm" fit="contain" mah={240} /> : null;
};
