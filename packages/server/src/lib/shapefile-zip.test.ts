import { BoundaryLimits, checkBoundary } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { readShapefileRings, shapefileGeometry } from './shapefile';
import { readShapefileZip } from './shapefile-zip';
import {
  clockwiseSquare,
  shapefileBytes,
  shapefileZip,
  statePlanePrj,
  zipBytes,
} from './shapefile-zip.test-helper';
import { openZip } from './zip-reader';

const counterClockwise = (ring: number[][]) => [...ring].reverse();
const refusal = (bytes: Uint8Array) => {
  const read = readShapefileZip(bytes);
  return read.ok ? 'read' : read.message;
};
/** Bytes that pack about 8:1, as a busy file does: each a random 0 or 1 (seeded). */
const lowEntropy = (length: number) => {
  const bytes = Buffer.alloc(length);
  let state = 7;
  for (let i = 0; i < length; i++) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    bytes[i] = (state >>> 16) & 1;
  }
  return bytes;
};

describe('readShapefileZip', () => {
  it('reads a polygon with a hole, in the file order, as GeoJSON the boundary check accepts', () => {
    const outer = clockwiseSquare(-78.5, 38, 0.02);
    const hole = counterClockwise(clockwiseSquare(-78.495, 38.005, 0.005));
    const read = readShapefileZip(shapefileZip([[outer, hole]]));
    expect(read).toEqual({ ok: true, geometry: { type: 'Polygon', coordinates: [outer, hole] } });
    if (read.ok) expect(checkBoundary(read.geometry).ok).toBe(true);
  });

  it('reads PolygonZ, skips null records, and makes each outer ring of several records a polygon', () => {
    const first = clockwiseSquare(-78.5, 38);
    const second = clockwiseSquare(-78.4, 38);
    const read = readShapefileZip(shapefileZip([[first], null, [second]], { type: 15 }));
    expect(read).toEqual({ ok: true, geometry: { type: 'MultiPolygon', coordinates: [[first], [second]] } });
  });

  it('gives a hole to the smallest outer ring around it, and a lone counter-clockwise ring a polygon of its own', () => {
    const big = clockwiseSquare(-78.5, 38, 0.1);
    const island = clockwiseSquare(-78.47, 38.03, 0.04);
    const pond = counterClockwise(clockwiseSquare(-78.46, 38.04, 0.01));
    const wound = counterClockwise(clockwiseSquare(-78.2, 38));
    expect(shapefileGeometry([big, island, pond, wound])).toEqual({
      type: 'MultiPolygon',
      coordinates: [[big], [island, pond], [wound]],
    });
  });

  it.each([
    ['a file that is not a ZIP archive', Buffer.from('{"type":"Polygon"}'), 'The file is not a ZIP archive.'],
    ['an empty file', Buffer.alloc(0), 'The file is not a ZIP archive.'],
    [
      'an archive without a .shp',
      zipBytes([{ name: 'readme.txt', data: 'boundary' }]),
      'The ZIP archive holds no shapefile (.shp file).',
    ],
    [
      'an archive of two shapefiles',
      zipBytes([
        { name: 'a.shp', data: shapefileBytes([[clockwiseSquare(-78.5, 38)]]) },
        { name: 'b/b.SHP', data: shapefileBytes([[clockwiseSquare(-78.5, 38)]]) },
      ]),
      'The ZIP archive holds 2 shapefiles (a.shp, b/b.SHP); put one boundary in it.',
    ],
    [
      'a projected shapefile',
      shapefileZip([[clockwiseSquare(-78.5, 38)]], { prj: statePlanePrj }),
      "The shapefile's coordinates are projected (NAD_1983_StatePlane_Virginia_North_FIPS_4501_Feet), not longitude and latitude: export it as WGS 84 longitude and latitude (EPSG:4326) and import it again.",
    ],
    [
      'a shapefile of lines',
      shapefileZip([[clockwiseSquare(-78.5, 38)]], { type: 3 }),
      'The shapefile holds PolyLine shapes (shape type 3); a boundary must be a Polygon (an area).',
    ],
    [
      'a shapefile of nothing but null records',
      shapefileZip([null, null]),
      'The shapefile holds no polygon.',
    ],
    [
      'a .shp that is something else',
      zipBytes([{ name: 'x.shp', data: Buffer.alloc(200, 7) }]),
      'The .shp file is not a shapefile.',
    ],
    [
      'an encrypted entry',
      zipBytes([{ name: 'x.shp', data: 'secret', flags: 1 }]),
      'x.shp in the ZIP archive is encrypted; send it without a password.',
    ],
    [
      'an entry packed with another method',
      zipBytes([{ name: 'x.shp', data: 'bzip2', store: true, method: 12 }]),
      'x.shp in the ZIP archive is packed with a method that is not read here (12); zip it again with the usual (Deflate) compression.',
    ],
  ])('refuses %s', (_, bytes, message) => {
    expect(refusal(bytes)).toBe(message);
  });

  it('refuses too many vertices before reading them', () => {
    const ring = Array.from({ length: BoundaryLimits.vertices + 1 }, (_, i) => [
      -78.5 + i * 1e-7,
      38 + (i % 2) * 1e-4,
    ]);
    ring.push(ring[0]);
    expect(refusal(shapefileZip([[ring]]))).toBe(
      'The boundary has more than 20,000 vertices; simplify it before importing.',
    );
  });

  it('refuses a record whose lengths run past the file', () => {
    const shp = shapefileBytes([[clockwiseSquare(-78.5, 38)]]);
    shp.writeInt32LE(1_000_000, 100 + 8 + 40); // the record claims a million points
    expect(refusal(zipBytes([{ name: 'x.shp', data: shp }]))).toBe(
      'The boundary has more than 20,000 vertices; simplify it before importing.',
    );
    shp.writeInt32LE(50, 100 + 8 + 40);
    expect(refusal(zipBytes([{ name: 'x.shp', data: shp }]))).toBe(
      'Record 1 of the shapefile is damaged: its lengths do not fit the file.',
    );
  });
});

describe('zip bombs and lying archives', () => {
  it('stops inflating an entry of a few KB that expands past its ratio, whatever its header says', () => {
    const bomb = zipBytes([{ name: 'parcel.shp', data: Buffer.alloc(10_000_000), declaredSize: 200 }]);
    expect(bomb.length).toBeLessThan(12_000);
    expect(refusal(bomb)).toBe(
      'parcel.shp in the ZIP archive expands more than 100 times its packed size; it is refused as a possible zip bomb.',
    );
  });

  it('stops at the archive total for entries that pack only 8:1', () => {
    const bytes = zipBytes([
      { name: 'parcel.shp', data: lowEntropy(BoundaryLimits.zipInflatedBytes + 1_000_000) },
    ]);
    // Packed about 8:1, so under the ratio, and under the upload's cap.
    expect(bytes.length).toBeGreaterThan(
      (BoundaryLimits.zipInflatedBytes + 1_000_000) / BoundaryLimits.zipRatio,
    );
    expect(bytes.length).toBeLessThan(BoundaryLimits.fileBytes);
    expect(refusal(bytes)).toBe(
      'The ZIP archive expands to more than 10 MB; it is refused as a possible zip bomb.',
    );
  });

  it('refuses thousands of entries before listing them, and so an archive that claims them', () => {
    const many = Array.from({ length: 5_000 }, (_, i) => ({ name: `f${i}.txt`, data: '', store: true }));
    expect(refusal(zipBytes(many))).toBe('The ZIP archive holds 5,000 entries; at most 100 are read.');
    const claims = zipBytes([{ name: 'a.txt', data: 'a' }], { entryCount: 60_000 });
    expect(refusal(claims)).toBe('The ZIP archive holds 60,000 entries; at most 100 are read.');
  });

  it('refuses an entry whose size or checksum does not match what it inflates to', () => {
    const shp = shapefileBytes([[clockwiseSquare(-78.5, 38)]]);
    expect(refusal(zipBytes([{ name: 'x.shp', data: shp, declaredSize: 100 }]))).toBe(
      'x.shp in the ZIP archive is damaged: its size or checksum does not match.',
    );
    expect(refusal(zipBytes([{ name: 'x.shp', data: shp, declaredSize: 4_000_000_000 }]))).toBe(
      'x.shp in the ZIP archive is damaged: its size or checksum does not match.',
    );
  });

  it('refuses offsets that point outside the archive', () => {
    const bytes = zipBytes([{ name: 'x.shp', data: 'abc' }]);
    const directory = bytes.readUInt32LE(bytes.length - 6);
    const moved = Buffer.from(bytes);
    moved.writeUInt32LE(bytes.length, directory + 42); // the entry's local header beyond the end
    expect(refusal(moved)).toBe(
      'The ZIP archive is damaged: its table of contents does not match its contents.',
    );
    const cut = Buffer.from(bytes);
    cut.writeUInt32LE(bytes.length * 2, bytes.length - 10); // a directory larger than the file
    expect(refusal(cut)).toBe(
      'The ZIP archive is damaged: its table of contents does not match its contents.',
    );
  });

  it('counts what it inflated across entries', () => {
    const zip = openZip(
      zipBytes([
        { name: 'a', data: lowEntropy(6_000) },
        { name: 'b', data: lowEntropy(6_000) },
      ]),
      { entries: 10, inflatedBytes: 10_000, ratio: 100 },
    );
    expect(zip.read(zip.entries[0])).toHaveLength(6_000);
    expect(() => zip.read(zip.entries[1])).toThrow('The ZIP archive expands to more than 0.01 MB');
  });
});

describe('readShapefileRings', () => {
  it('reads every ring of a record in order', () => {
    const outer = clockwiseSquare(-78.5, 38, 0.02);
    const hole = counterClockwise(clockwiseSquare(-78.495, 38.005, 0.005));
    expect(readShapefileRings(shapefileBytes([[outer, hole]]))).toEqual([outer, hole]);
  });
});
