import { describe, expect, it } from 'vitest';
import { bearingDegrees, distanceMeters, formatBearing, formatDistanceBearing } from './distance-bearing';

const here = { lat: 38, lng: -78.5 };

describe('distance and bearing to the access point', () => {
  it.each([
    ['due north', { lat: 38.01, lng: -78.5 }, 0, 1112],
    ['due east', { lat: 38, lng: -78.49 }, 90, 876],
    ['due south', { lat: 37.99, lng: -78.5 }, 180, 1112],
    ['due west', { lat: 38, lng: -78.51 }, 270, 876],
    ['north-east', { lat: 38.01, lng: -78.49 }, 38, 1416],
  ])('%s', (_, there, bearing, meters) => {
    expect(bearingDegrees(here, there)).toBe(bearing);
    expect(Math.round(distanceMeters(here, there))).toBeCloseTo(meters, -1);
  });

  it.each([
    [{ lat: 38.003, lng: -78.503 }, '425 m NW (322°)'],
    [{ lat: 38, lng: -78.47 }, '2.6 km E (90°)'],
    [here, '0 m N (0°)'],
  ])('says %o as %s', (there, text) => {
    expect(formatDistanceBearing(here, there)).toBe(text);
  });

  it.each([
    [270, '270° (W)'],
    [359, '359° (N)'],
    [135, '135° (SE)'],
  ])('a photo point bearing of %d° reads %s', (degrees, text) => {
    expect(formatBearing(degrees)).toBe(text);
  });
});
