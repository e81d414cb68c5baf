/** Mean Earth radius (m), as the haversine distance uses it. */
const earthRadiusMeters = 6_371_008.8;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

export type LatLng = { lat: number; lng: number };

/** Great-circle distance in metres between two positions (haversine). */
export const distanceMeters = (from: LatLng, to: LatLng): number => {
  const dLat = toRadians(to.lat - from.lat);
  const dLng = toRadians(to.lng - from.lng);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(from.lat)) * Math.cos(toRadians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * earthRadiusMeters * Math.asin(Math.min(1, Math.sqrt(a)));
};

/** Initial bearing in whole degrees clockwise from true north (0–359) to walk from one position to another. */
export const bearingDegrees = (from: LatLng, to: LatLng): number => {
  const φ1 = toRadians(from.lat);
  const φ2 = toRadians(to.lat);
  const Δλ = toRadians(to.lng - from.lng);
  const y = Math.sin(Δλ) * Math.cos(φ2);
  const x = Math.cos(φ1) * Math.sin(φ2) - Math.sin(φ1) * Math.cos(φ2) * Math.cos(Δλ);
  return Math.round(((Math.atan2(y, x) * 180) / Math.PI + 360) % 360) % 360;
};

const compassPoints = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;

/** The nearest of the eight compass points to a bearing in degrees: 'N' … 'NW'. */
export const compassPointOf = (degrees: number) => compassPoints[Math.round(degrees / 45) % 8];

/** '270° (W)': a bearing or heading with its compass point, as the monitor turns to face it. */
export const formatBearing = (degrees: number): string => `${degrees}° (${compassPointOf(degrees)})`;

/** '340 m NW (315°)' or '2.4 km E (91°)': how far and which way, as the field page says it. */
export const formatDistanceBearing = (from: LatLng, to: LatLng): string => {
  const meters = distanceMeters(from, to);
  const bearing = bearingDegrees(from, to);
  const distance = meters < 1000 ? `${Math.round(meters)} m` : `${(meters / 1000).toFixed(1)} km`;
  return `${distance} ${compassPointOf(bearing)} (${bearing}°)`;
};
