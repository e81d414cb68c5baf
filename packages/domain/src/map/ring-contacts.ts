import type { Position } from 'geojson';
import { OrderedSet } from './ordered-set';
import { orientation } from './orientation';

/** One edge of a ring: from a vertex to the next (0-based positions in the ring as given). */
export type RingEdge = { ring: number; from: number; to: number };

/**
 * Where a polygon's rings meet where they must not: `crosses` (the edges pass through each other),
 * `touches` (they meet at one point) or `overlaps` (they run along each other, as a spike that
 * doubles back does).
 */
export type RingContact = {
  kind: 'crosses' | 'touches' | 'overlaps';
  first: RingEdge;
  second: RingEdge;
  at: [lng: number, lat: number];
};

/** An edge of non-zero length with its ends in sweep order: left is the smaller x (then y). */
type Edge = RingEdge & {
  id: number;
  /** Its place among its ring's edges, and how many the ring has: neighbours share a vertex. */
  order: number;
  count: number;
  lx: number;
  ly: number;
  rx: number;
  ry: number;
};

const isBefore = (ax: number, ay: number, bx: number, by: number) => ax < bx || (ax === bx && ay < by);

/** Consecutive edges of one ring share their vertex: meeting there is what a ring does. */
const consecutive = (a: Edge, b: Edge) =>
  a.ring === b.ring && (Math.abs(a.order - b.order) === 1 || Math.abs(a.order - b.order) === a.count - 1);

/** Where two edges meet, if they do; exact, since every side test is. */
const meeting = (a: Edge, b: Edge): Omit<RingContact, 'first' | 'second'> | null => {
  const o1 = orientation(a.lx, a.ly, a.rx, a.ry, b.lx, b.ly);
  const o2 = orientation(a.lx, a.ly, a.rx, a.ry, b.rx, b.ry);
  if (o1 === 0 && o2 === 0) {
    // On one line: they share the stretch from the later left end to the earlier right end, if any.
    const [sx, sy] = isBefore(a.lx, a.ly, b.lx, b.ly) ? [b.lx, b.ly] : [a.lx, a.ly];
    const [ex, ey] = isBefore(a.rx, a.ry, b.rx, b.ry) ? [a.rx, a.ry] : [b.rx, b.ry];
    if (isBefore(ex, ey, sx, sy)) return null;
    return { kind: sx === ex && sy === ey ? 'touches' : 'overlaps', at: [sx, sy] };
  }
  if (o1 * o2 > 0) return null;
  const o3 = orientation(b.lx, b.ly, b.rx, b.ry, a.lx, a.ly);
  const o4 = orientation(b.lx, b.ly, b.rx, b.ry, a.rx, a.ry);
  if (o3 * o4 > 0) return null;
  if (o1 === 0) return { kind: 'touches', at: [b.lx, b.ly] };
  if (o2 === 0) return { kind: 'touches', at: [b.rx, b.ry] };
  if (o3 === 0) return { kind: 'touches', at: [a.lx, a.ly] };
  if (o4 === 0) return { kind: 'touches', at: [a.rx, a.ry] };
  // A proper crossing: the point is computed (rounded to about a centimetre) only to be named.
  const [dx, dy, ex, ey] = [a.rx - a.lx, a.ry - a.ly, b.rx - b.lx, b.ry - b.ly];
  const t = ((b.lx - a.lx) * ey - (b.ly - a.ly) * ex) / (dx * ey - dy * ex);
  const round = (v: number) => Math.round(v * 1e7) / 1e7;
  return { kind: 'crosses', at: [round(a.lx + t * dx), round(a.ly + t * dy)] };
};

/**
 * The order of two edges on the sweep line, decided where the later of them begins: which side of
 * the earlier edge that point (or, when it lies on the edge, the later edge's other end) is on. Edges
 * that do not cross keep this order over all the width they share.
 */
const below = (s: Edge, t: Edge): number => {
  if (s === t) return 0;
  if (isBefore(s.lx, s.ly, t.lx, t.ly)) return -below(t, s);
  const side =
    orientation(t.lx, t.ly, t.rx, t.ry, s.lx, s.ly) || orientation(t.lx, t.ly, t.rx, t.ry, s.rx, s.ry);
  return side || s.id - t.id;
};

const edgesOf = (rings: Position[][]): Edge[] => {
  const edges: Edge[] = [];
  rings.forEach((ring, r) => {
    const first = edges.length;
    for (let i = 0; i + 1 < ring.length; i++) {
      const [ax, ay] = ring[i];
      const [bx, by] = ring[i + 1];
      // A repeated vertex is an edge of no length: the edges either side of it are consecutive.
      if (ax === bx && ay === by) continue;
      const forward = isBefore(ax, ay, bx, by);
      edges.push({
        ring: r,
        from: i,
        to: i + 1,
        id: edges.length,
        order: edges.length - first,
        count: 0,
        lx: forward ? ax : bx,
        ly: forward ? ay : by,
        rx: forward ? bx : ax,
        ry: forward ? by : ay,
      });
    }
    for (let k = first; k < edges.length; k++) edges[k].count = edges.length - first;
  });
  return edges;
};

/**
 * The first place where one polygon's rings (closed, as checked before) cross, touch or overlap
 * themselves or each other, or null when they are simple and apart. Consecutive edges of a ring
 * meeting at their shared vertex is not a contact; running back along each other is.
 *
 * Shamos and Hoey's sweep: edges enter a line sweeping west to east at their left end and leave at
 * their right end, kept in order from south to north; two edges that meet are neighbours on the line
 * just before the first such point, so only neighbours are tested. O(n log n) for n edges.
 */
export const findRingContact = (rings: Position[][]): RingContact | null => {
  const edges = edgesOf(rings);
  const events = edges.flatMap((edge) => [
    { x: edge.lx, y: edge.ly, enters: true, edge },
    { x: edge.rx, y: edge.ry, enters: false, edge },
  ]);
  // At one point, edges enter before others leave, so an edge ending there meets one starting there.
  events.sort(
    (a, b) => a.x - b.x || a.y - b.y || Number(b.enters) - Number(a.enters) || a.edge.id - b.edge.id,
  );
  const line = new OrderedSet<Edge>(below);
  const test = (a: Edge | undefined, b: Edge | undefined): RingContact | null => {
    if (!a || !b) return null;
    const met = meeting(a, b);
    if (!met || (met.kind !== 'overlaps' && consecutive(a, b))) return null;
    const [first, second] = a.ring < b.ring || (a.ring === b.ring && a.from < b.from) ? [a, b] : [b, a];
    return {
      ...met,
      first: { ring: first.ring, from: first.from, to: first.to },
      second: { ring: second.ring, from: second.from, to: second.to },
    };
  };
  for (const { enters, edge } of events) {
    if (enters) {
      line.insert(edge);
      const [south, north] = line.neighbours(edge);
      const found = test(edge, south) ?? test(edge, north);
      if (found) return found;
    } else {
      const [south, north] = line.neighbours(edge);
      line.remove(edge);
      const found = test(south, north);
      if (found) return found;
    }
  }
  return null;
};

/**
 * Whether a point lies inside a closed ring (crossings of a ray to the east, each side test exact).
 * A point on the ring itself is not asked about: the sweep above refuses rings that meet.
 */
export const isInsideRing = (x: number, y: number, ring: Position[]): boolean => {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [ax, ay] = ring[j];
    const [bx, by] = ring[i];
    if (ay > y === by > y) continue;
    const side = orientation(ax, ay, bx, by, x, y);
    if (by > ay ? side > 0 : side < 0) inside = !inside;
  }
  return inside;
};
