import { useEffect, useState } from 'react';

export type Position = { latitude: number; longitude: number; accuracyMeters: number };
export type PositionFix =
  | { state: 'finding' }
  | { state: 'found'; position: Position }
  | { state: 'none'; reason: string };

/** The device's position now (a photo's own GPS data is stripped by browsers, so the page records it). */
export const useCurrentPosition = (): PositionFix => {
  const [fix, setFix] = useState<PositionFix>({ state: 'finding' });
  useEffect(() => {
    if (!('geolocation' in navigator)) {
      setFix({ state: 'none', reason: 'This device cannot tell its position.' });
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        setFix({
          state: 'found',
          position: {
            latitude: coords.latitude,
            longitude: coords.longitude,
            accuracyMeters: coords.accuracy,
          },
        }),
      (error) => setFix({ state: 'none', reason: error.message || 'The position is not available.' }),
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 30_000 },
    );
  }, []);
  return fix;
};

/** The fix in words, as the photo forms show it. */
export const positionText = (fix: PositionFix) =>
  fix.state === 'finding'
    ? 'Finding the position…'
    : fix.state === 'found'
      ? `Position: ${fix.position.latitude.toFixed(5)}, ${fix.position.longitude.toFixed(5)} (± ${Math.round(fix.position.accuracyMeters)} m)`
      : `No position: ${fix.reason}`;
