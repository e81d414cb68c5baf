import { describe, expect, it } from 'vitest';
import {
  boxesIntersect,
  formatMapArea,
  type MapArea,
  mapAreaMessages,
  mapAreaOfView,
  propertyInMapArea,
} from './map-area';
import { searchQuerySchema } from './search.schema';
import type { SearchEntityType } from './search-facets';

const label = 'Within the Map Area';
const parse = (type: SearchEntityType, mapArea: unknown) => searchQuerySchema(type).safeParse({ mapArea });
const messageOf = (mapArea: unknown) => parse('Property', mapArea).error?.issues[0]?.message;

describe('the map area facet', () => {
  it('reads west, south, east, north from one parameter, spaces allowed, for Property and Project', () => {
    expect(parse('Property', '-78.5,37.2,-77.9,37.6').data?.mapArea).toEqual([-78.5, 37.2, -77.9, 37.6]);
    expect(parse('Project', ' -78.123456 , 37 ,-77,38 ').data?.mapArea).toEqual([-78.123456, 37, -77, 38]);
    expect(parse('Service', '-78.5,37.2,-77.9,37.6').success).toBe(false);
  });

  it.each([
    ['three numbers', '-78,37,-77', mapAreaMessages.format(label)],
    ['five numbers', '-78,37,-77,38,1', mapAreaMessages.format(label)],
    ['a word', '-78,37,east,38', mapAreaMessages.format(label)],
    ['an empty corner', '-78,,-77,38', mapAreaMessages.format(label)],
    ['an exponent', '-78,37,-7.7e1,38', mapAreaMessages.format(label)],
    ['seven decimals', '-78.1234567,37,-77,38', mapAreaMessages.format(label)],
    ['text past the cap', `-78,37,-77,${'3'.repeat(120)}`, mapAreaMessages.format(label)],
    ['a longitude past 180', '-181,37,-77,38', mapAreaMessages.range(label)],
    ['a latitude past 90', '-78,37,-77,91', mapAreaMessages.range(label)],
    ['west equal to east', '-78,37,-78,38', mapAreaMessages.order(label)],
    ['west east of east', '-77,37,-78,38', mapAreaMessages.order(label)],
    ['south north of north', '-78,38,-77,37', mapAreaMessages.order(label)],
  ])('refuses %s with a message naming the field', (_, text, message) => {
    expect(messageOf(text)).toBe(message);
  });

  it('is one value: sent twice it is refused', () => {
    expect(messageOf(['-78,37,-77,38', '-79,37,-77,38'])).toBe(`Only one ${label} is allowed.`);
  });

  it('writes a box back as the schema reads it', () => {
    const box: MapArea = [-78.5, 37.25, -77.000001, 38];
    expect(formatMapArea(box)).toBe('-78.5,37.25,-77.000001,38');
    expect(parse('Property', formatMapArea(box)).data?.mapArea).toEqual(box);
  });

  it("takes a map view's box rounded outwards to 5 decimals, within the earth's ranges", () => {
    expect(mapAreaOfView([-78.123454, 37.000001, -77.999991, 37.5])).toEqual([
      -78.12346, 37, -77.99999, 37.5,
    ]);
    expect(mapAreaOfView([-250, -95, 200, 95])).toEqual([-180, -90, 180, 90]);
    expect(mapAreaOfView([-78, 37, -78, 38])).toBeNull();
  });

  it('matches a property by its access point (edges included) or by its boundary box meeting the area', () => {
    const area: MapArea = [-78, 37, -77, 38];
    const at = (longitude: number | null, latitude: number | null, boundaryBox: number[] | null = null) =>
      propertyInMapArea(area, { latitude, longitude, boundaryBox });
    expect(at(-77.5, 37.5)).toBe(true);
    expect(at(-78, 38)).toBe(true);
    expect(at(-78.00001, 37.5)).toBe(false);
    expect(at(null, null)).toBe(false);
    // Outside, but its boundary reaches in; or only touches the edge.
    expect(at(-79, 37.5, [-79.1, 37.4, -77.9, 37.6])).toBe(true);
    expect(at(null, null, [-79, 36, -78, 37])).toBe(true);
    expect(at(-79, 37.5, [-79.1, 37.4, -78.1, 37.6])).toBe(false);
    expect(boxesIntersect([0, 0, 1, 1], [2, 2, 3, 3])).toBe(false);
  });
});
