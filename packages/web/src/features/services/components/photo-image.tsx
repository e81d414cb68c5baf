import type { Photo } from '@app/domain';
import { PhotoThumbnail } from '../../../components/photo-thumbnail';

/** A service photo's thumbnail, named by its caption. */
export const PhotoImage = ({ photo }: { photo: Photo }) => (
  <PhotoThumbnail photoId={photo.id} alt={photo.caption ?? `Photo ${photo.id}`} />
);
