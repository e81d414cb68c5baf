import { describe, expect, it } from 'vitest';
import { orientation } from './orientation';
import { findRingContact, isInsideRing } from './ring-contacts';

describe('orientation', () => {
  it('is exact where floating point is not (Kettner et al., points by a diagonal)', () => {
    // p moves by single units in the last place around (0.5, 0.5); q and r lie on y = x. The plain
    // double formula gets many of these signs wrong; the true sign is whether p is above the diagonal.
    const u = 2 ** -53;
    for (let i = 0; i < 64; i++)
      for (let j = 0; j < 64; j++)
        expect(orientation(0.5 + i * u, 0.5 + j * u, 12, 12, 24, 24), `${i}, ${j}`).toBe(Math.sign(j - i));
  });

  it.each([
    [0, 0, 1, 0, 0, 1, 1],
    [0, 0, 0, 1, 1, 0, -1],
    [0, 0, 1, 1, 2, 2, 0],
    [-78.5, 38, -78.4, 38, -78.3, 38, 0],
  ])('(%s, %s) → (%s, %s) → (%s, %s) turns %s', (ax, ay, bx, by, cx, cy, sign) => {
    expect(orientation(ax, ay, bx, by, cx, cy)).toBe(sign);
  });
});

/** Closes a ring of grid points. */
const closed = (...points: number[][]) => [...points, points[0]];

describe('findRingContact', () => {
  it('finds none in a simple ring, a straight run of edges, a repeated vertex or a hole apart from its shell', () => {
    expect(findRingContact([closed([0, 0], [4, 0], [4, 4], [0, 4])])).toBeNull();
    expect(findRingContact([closed([2, 0], [4, 0], [4, 4], [0, 4], [0, 0])])).toBeNull();
    expect(findRingContact([closed([0, 0], [4, 0], [4, 0], [4, 4], [0, 4])])).toBeNull();
    expect(
      findRingContact([closed([0, 0], [8, 0], [8, 8], [0, 8]), closed([2, 2], [4, 2], [4, 4])]),
    ).toBeNull();
  });

  it('names the two edges and the point where a bow-tie crosses', () => {
    expect(findRingContact([closed([0, 0], [4, 4], [4, 0], [0, 4])])).toEqual({
      kind: 'crosses',
      first: { ring: 0, from: 0, to: 1 },
      second: { ring: 0, from: 2, to: 3 },
      at: [2, 2],
    });
  });

  it('finds a ring touching itself, edges running back, and a hole meeting its shell', () => {
    expect(findRingContact([closed([0, 0], [4, 0], [2, 2], [4, 4], [0, 4], [2, 2])])?.kind).toBe('touches');
    // A flat ring doubles back along itself; so does a spike, whose tip's return also meets its base.
    expect(findRingContact([closed([0, 0], [4, 0], [8, 0])])?.kind).toBe('overlaps');
    expect(findRingContact([closed([0, 0], [4, 0], [4, 4], [6, 4], [4, 4], [0, 4])])).not.toBeNull();
    const shell = closed([0, 0], [8, 0], [8, 8], [0, 8]);
    expect(findRingContact([shell, closed([0, 4], [4, 2], [4, 6])])).toMatchObject({
      kind: 'touches',
      at: [0, 4],
      second: { ring: 1 },
    });
    expect(findRingContact([shell, closed([6, 2], [10, 2], [10, 6], [6, 6])])?.kind).toBe('crosses');
    // Sharing a stretch of the shell's edge: where it begins, the hole's other edge touches it too.
    expect(findRingContact([shell, closed([0, 2], [4, 2], [4, 6], [0, 6])])?.kind).toMatch(
      /touches|overlaps/,
    );
  });

  /** Every pair of edges, as the definition reads: n² on small integer rings, exact in doubles. */
  const bruteForce = (rings: number[][][]): boolean => {
    type E = { r: number; k: number; n: number; a: number[]; b: number[] };
    const edges: E[] = [];
    rings.forEach((ring, r) => {
      const own: E[] = [];
      for (let i = 0; i + 1 < ring.length; i++)
        if (ring[i][0] !== ring[i + 1][0] || ring[i][1] !== ring[i + 1][1])
          own.push({ r, k: own.length, n: 0, a: ring[i], b: ring[i + 1] });
      for (const e of own) e.n = own.length;
      edges.push(...own);
    });
    const turn = (p: number[], q: number[], s: number[]) =>
      Math.sign((q[0] - p[0]) * (s[1] - p[1]) - (q[1] - p[1]) * (s[0] - p[0]));
    const within = (p: number[], q: number[], s: number[]) =>
      Math.min(p[0], q[0]) <= s[0] &&
      s[0] <= Math.max(p[0], q[0]) &&
      Math.min(p[1], q[1]) <= s[1] &&
      s[1] <= Math.max(p[1], q[1]);
    /** Points the two segments share: none, one, or more (an overlap). */
    const shared = (e: E, f: E): 0 | 1 | 2 => {
      const [d1, d2, d3, d4] = [
        turn(e.a, e.b, f.a),
        turn(e.a, e.b, f.b),
        turn(f.a, f.b, e.a),
        turn(f.a, f.b, e.b),
      ];
      if (d1 === 0 && d2 === 0) {
        const along = (p: number[]) =>
          (e.b[0] - e.a[0]) * (p[0] - e.a[0]) + (e.b[1] - e.a[1]) * (p[1] - e.a[1]);
        const [lo, hi] = [
          Math.max(Math.min(along(f.a), along(f.b)), 0),
          Math.min(Math.max(along(f.a), along(f.b)), along(e.b)),
        ];
        return lo > hi ? 0 : lo === hi ? 1 : 2;
      }
      if (d1 * d2 < 0 && d3 * d4 < 0) return 1;
      if ((d1 === 0 && within(e.a, e.b, f.a)) || (d2 === 0 && within(e.a, e.b, f.b))) return 1;
      if ((d3 === 0 && within(f.a, f.b, e.a)) || (d4 === 0 && within(f.a, f.b, e.b))) return 1;
      return 0;
    };
    for (let i = 0; i < edges.length; i++)
      for (let j = i + 1; j < edges.length; j++) {
        const [e, f] = [edges[i], edges[j]];
        const next = e.r === f.r && (Math.abs(e.k - f.k) === 1 || Math.abs(e.k - f.k) === e.n - 1);
        const points = shared(e, f);
        if (points === 2 || (points === 1 && !next)) return true;
      }
    return false;
  };

  it('agrees with testing every pair on thousands of random rings full of shared, collinear and vertical edges', () => {
    let state = 20261124;
    const random = (n: number) => {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      return (state >>> 8) % n;
    };
    let found = 0;
    for (let c = 0; c < 20_000; c++) {
      const rings = Array.from({ length: 1 + random(3) }, () =>
        closed(...Array.from({ length: 3 + random(5) }, () => [random(5), random(5)])),
      );
      const expected = bruteForce(rings);
      const contact = findRingContact(rings);
      expect(contact !== null, JSON.stringify(rings)).toBe(expected);
      if (contact) found++;
    }
    // Most random rings on a small grid meet somewhere, but not all: both answers are exercised.
    expect(found).toBeGreaterThan(1_000);
    expect(found).toBeLessThan(19_900);
  });
});

describe('isInsideRing', () => {
  const square = closed([0, 0], [4, 0], [4, 4], [0, 4]);
  it.each([
    [2, 2, true],
    [5, 2, false],
    [2, -1, false],
    [3.999, 0.001, true],
  ])('(%s, %s) inside the square: %s', (x, y, inside) => {
    expect(isInsideRing(x, y, square)).toBe(inside);
  });
  it('reads a concave ring', () => {
    const notch = closed([0, 0], [4, 0], [4, 4], [2, 1], [0, 4]);
    expect(isInsideRing(2, 3, notch)).toBe(false);
    expect(isInsideRing(2, 0.5, notch)).toBe(true);
  });
});
