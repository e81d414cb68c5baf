import { describe, expect, it } from 'vitest';
import { boundaryCollection, boxAround, joinBoxes } from './map-data';

describe('map data', () => {
  it('boxes points with a margin, and nothing when there are none', () => {
    expect(
      boxAround(
        [
          { lng: -78, lat: 37 },
          { lng: -77.5, lat: 37.25 },
        ],
        0.5,
      ),
    ).toEqual([-78.5, 36.5, -77, 37.75]);
    expect(boxAround([], 1)).toBeNull();
  });

  it('joins boxes, leaving out the missing ones', () => {
    expect(joinBoxes([null, [-78, 37, -77, 38], undefined, [-79, 37.5, -77.5, 38.5]])).toEqual([
      -79, 37, -77, 38.5,
    ]);
    expect(joinBoxes([null, undefined])).toBeNull();
  });

  it('names each boundary by its label', () => {
    const geometry = { type: 'Point' as const, coordinates: [-78, 37] };
    expect(boundaryCollection([{ label: 'Property 5', geometry }]).features).toEqual([
      { type: 'Feature', properties: { label: 'Property 5' }, geometry },
    ]);
  });
});
