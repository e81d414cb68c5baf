import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { DisplayTimeZone } from '../format';
import type { PhotoPoint, PhotoPointPhoto } from './photo-points.schema';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The calendar year a photo was taken in, in New York (a photo on New Year's Eve belongs to that year). */
export const photoYear = (takenAt: string): number => dayjs.utc(takenAt).tz(DisplayTimeZone).year();

/**
 * A point's photos side by side by year: the years oldest first, each year's photos in the order
 * taken; with the first photo ever and the most recent one (what a monitor re-shoots from).
 */
export const groupPhotoPointPhotos = (
  photos: readonly PhotoPointPhoto[],
): Pick<PhotoPoint, 'first' | 'latest' | 'years'> => {
  const sorted = photos.toSorted((a, b) => Date.parse(a.takenAt) - Date.parse(b.takenAt) || a.id - b.id);
  const years = new Map<number, PhotoPointPhoto[]>();
  for (const photo of sorted) {
    const year = photoYear(photo.takenAt);
    years.set(year, [...(years.get(year) ?? []), photo]);
  }
  return {
    first: sorted[0] ?? null,
    latest: sorted.at(-1) ?? null,
    years: [...years].map(([year, yearPhotos]) => ({ year, photos: yearPhotos })),
  };
};
