import { z } from 'zod';
import type { MapPoints } from '../map/map-points.schema';

/**
 * Issue 19: the advanced search's 'Within the Map Area' facet. Its value is a box in WGS 84, west,
 * south, east and north, kept in the address as one parameter `mapArea=west,south,east,north`.
 */
export type MapArea = [west: number, south: number, east: number, north: number];

/** Decimals a corner may carry: 6 is 0.1 m, finer than any map view (the map writes 5). */
export const MapAreaDecimals = 6;
const mapAreaTextMax = 100;

export const mapAreaMessages = {
  format: (field: string) =>
    `The ${field} field must be four numbers, west, south, east and north, each with up to ${MapAreaDecimals} decimal places.`,
  range: (field: string) =>
    `The ${field} field's longitudes must be between -180 and 180 and its latitudes between -90 and 90.`,
  order: (field: string) =>
    `The ${field} field's west must be less than its east and its south less than its north.`,
} as const;

const corner = new RegExp(`^-?\\d{1,3}(\\.\\d{1,${MapAreaDecimals}})?$`);

/**
 * One box as the address writes it ('-78.5,37.2,-77.9,37.6'): four numbers with bounded precision,
 * in range, west < east and south < north. The text is capped before it is split, so checking it
 * costs a few microseconds whatever is sent.
 */
export const mapAreaSchema = (field: string) =>
  z
    .string({ error: mapAreaMessages.format(field) })
    .max(mapAreaTextMax, { error: mapAreaMessages.format(field) })
    .transform((text, ctx) => {
      const parts = text.split(',').map((part) => part.trim());
      if (parts.length !== 4 || !parts.every((part) => corner.test(part))) {
        ctx.addIssue({ code: 'custom', message: mapAreaMessages.format(field) });
        return z.NEVER;
      }
      const [west, south, east, north] = parts.map(Number);
      const longitude = (v: number) => v >= -180 && v <= 180;
      const latitude = (v: number) => v >= -90 && v <= 90;
      if (!longitude(west) || !longitude(east) || !latitude(south) || !latitude(north)) {
        ctx.addIssue({ code: 'custom', message: mapAreaMessages.range(field) });
        return z.NEVER;
      }
      if (!(west < east) || !(south < north)) {
        ctx.addIssue({ code: 'custom', message: mapAreaMessages.order(field) });
        return z.NEVER;
      }
      return [west, south, east, north] as MapArea;
    });

/** A box as the address carries it, each corner with no more decimals than it needs. */
export const formatMapArea = (box: readonly number[]): string =>
  box.map((v) => String(Number(v.toFixed(MapAreaDecimals)))).join(',');

const mapDecimals = 5;
const clamp = (v: number, limit: number) => Math.min(limit, Math.max(-limit, v));

/**
 * The facet's box of a map's view: corners rounded outwards to 5 decimals (about a metre), so every
 * point the view shows is inside, and held to the earth's ranges (a view zoomed far out goes past them).
 * Null when the view has no width or height.
 */
export const mapAreaOfView = (view: readonly [number, number, number, number]): MapArea | null => {
  const scale = 10 ** mapDecimals;
  const down = (v: number) => Math.floor(v * scale) / scale;
  const up = (v: number) => Math.ceil(v * scale) / scale;
  const box: MapArea = [
    clamp(down(view[0]), 180),
    clamp(down(view[1]), 90),
    clamp(up(view[2]), 180),
    clamp(up(view[3]), 90),
  ];
  return box[0] < box[2] && box[1] < box[3] ? box : null;
};

/** Whether two boxes share any point (touching edges count). */
export const boxesIntersect = (a: readonly number[], b: readonly number[]): boolean =>
  a[0] <= b[2] && a[2] >= b[0] && a[1] <= b[3] && a[3] >= b[1];

/**
 * The facet's rule for one property: its access point is inside the box (edges included), or its
 * boundary's box meets it. The search's SQL says the same; its tests check it against this.
 */
export const propertyInMapArea = (
  area: MapArea,
  property: {
    latitude: number | null;
    longitude: number | null;
    boundaryBox: readonly number[] | null;
  },
): boolean => {
  const { latitude, longitude, boundaryBox } = property;
  const pointInside =
    latitude !== null &&
    longitude !== null &&
    longitude >= area[0] &&
    longitude <= area[2] &&
    latitude >= area[1] &&
    latitude <= area[3];
  return pointInside || (boundaryBox !== null && boxesIntersect(boundaryBox, area));
};

/**
 * The most map points one search answers (GET {Property|Project}/searchMapPoints): above the large
 * data set's 20,000 properties, so a statewide search shows every one; past it the answer says it was
 * cut and the page says so.
 */
export const SearchMapPointLimit = 25_000;

/** GET {Property|Project}/searchMapPoints: the map points of every match, by property id, and whether the cap cut them. */
export const searchMapPointsSchema = z.object({
  items: z.array(z.tuple([z.number().int(), z.number().int(), z.number().int(), z.number(), z.number()])),
  truncated: z.boolean(),
});
export type SearchMapPoints = { items: MapPoints['items']; truncated: boolean };
