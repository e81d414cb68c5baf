import { fieldDb } from '../store/field-store';
import { useLive } from '../store/use-live';
import { StoredImage } from './stored-image';

/** A photo's thumbnail as the device stored it when the property was prepared. */
export const StoredThumbnail = ({ photoId, alt }: { photoId: number; alt: string; height?: number }) => {
  const file = useLive(() => fieldDb.thumbnails.get(photoId), photoId);
  return file ? <StoredImage file={file} alt={alt} /> : null;
};
