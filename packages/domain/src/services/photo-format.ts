import { formatNumber } from '../format';

type Located = { latitude: number | null; longitude: number | null; accuracyMeters: number | null };

/**
 * Where a photo was taken, as the pages and the Word report show it: five decimals (about a metre)
 * and the accuracy the device gave, rounded to a metre; 'No position' when the device had none.
 */
export const formatPhotoPosition = ({ latitude, longitude, accuracyMeters }: Located): string =>
  latitude === null || longitude === null
    ? 'No position'
    : `${latitude.toFixed(5)}, ${longitude.toFixed(5)}${accuracyMeters === null ? '' : ` (± ${Math.round(accuracyMeters)} m)`}`;

/** A heading or bearing in degrees: '270°'; 'None' when there is none. */
export const formatDegrees = (degrees: number | null): string =>
  degrees === null ? 'None' : `${formatNumber(degrees)}°`;
