import { crc32, deflateRawSync } from 'node:zlib';

/**
 * Writers for the shapefile import's tests: a .shp of polygon records and a ZIP archive around it,
 * each as small as the formats allow, with knobs to make them lie (sizes, counts) as a hostile file does.
 */

/** A polygon record: its rings (each closed, outer clockwise and holes counter-clockwise), or null. */
export type ShapeRecord = number[][][] | null;

/** A .shp of the given records: Polygon (5), PolygonZ (15, Z and M zero) or any other type number. */
export const shapefileBytes = (records: ShapeRecord[], { type = 5 }: { type?: number } = {}): Buffer => {
  const contents = records.map((rings) => {
    if (!rings) {
      const empty = Buffer.alloc(4);
      empty.writeInt32LE(0, 0);
      return empty;
    }
    const points = rings.flat();
    const zm = type === 15 ? 2 * (16 + 8 * points.length) : 0;
    const content = Buffer.alloc(44 + 4 * rings.length + 16 * points.length + zm);
    content.writeInt32LE(type, 0);
    const xs = points.map((p) => p[0]);
    const ys = points.map((p) => p[1]);
    [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)].forEach((v, i) => {
      content.writeDoubleLE(v, 4 + 8 * i);
    });
    content.writeInt32LE(rings.length, 36);
    content.writeInt32LE(points.length, 40);
    let start = 0;
    rings.forEach((ring, i) => {
      content.writeInt32LE(start, 44 + 4 * i);
      start += ring.length;
    });
    const at = 44 + 4 * rings.length;
    points.forEach(([x, y], i) => {
      content.writeDoubleLE(x, at + 16 * i);
      content.writeDoubleLE(y, at + 16 * i + 8);
    });
    return content;
  });
  const header = Buffer.alloc(100);
  const length = 100 + contents.reduce((sum, c) => sum + 8 + c.length, 0);
  header.writeInt32BE(9994, 0);
  header.writeInt32BE(length / 2, 24);
  header.writeInt32LE(1000, 28);
  header.writeInt32LE(type, 32);
  const parts = contents.flatMap((content, i) => {
    const recordHeader = Buffer.alloc(8);
    recordHeader.writeInt32BE(i + 1, 0);
    recordHeader.writeInt32BE(content.length / 2, 4);
    return [recordHeader, content];
  });
  return Buffer.concat([header, ...parts]);
};

export type ZipEntryInput = {
  name: string;
  data: Buffer | string;
  /** Stored as it is (method 0) instead of deflated. */
  store?: boolean;
  /** zlib's deflate level (1 is quick for large test data). */
  level?: number;
  /** What the headers claim, when a test wants them to lie. */
  declaredSize?: number;
  method?: number;
  flags?: number;
};

/** A ZIP archive of the entries; `entryCount` makes its end record claim another number of entries. */
export const zipBytes = (entries: ZipEntryInput[], { entryCount }: { entryCount?: number } = {}): Buffer => {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const data = Buffer.from(entry.data);
    const packed = entry.store ? data : deflateRawSync(data, { level: entry.level ?? 6 });
    const name = Buffer.from(entry.name);
    const fields = {
      flags: entry.flags ?? 0,
      method: entry.method ?? (entry.store ? 0 : 8),
      crc: crc32(data),
      packed: packed.length,
      size: entry.declaredSize ?? data.length,
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(fields.flags, 6);
    local.writeUInt16LE(fields.method, 8);
    local.writeUInt32LE(fields.crc, 14);
    local.writeUInt32LE(fields.packed, 18);
    local.writeUInt32LE(fields.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(fields.flags, 8);
    central.writeUInt16LE(fields.method, 10);
    central.writeUInt32LE(fields.crc, 16);
    central.writeUInt32LE(fields.packed, 20);
    central.writeUInt32LE(fields.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    directory.push(central, name);
    offset += 30 + name.length + packed.length;
  }
  const directorySize = directory.reduce((sum, b) => sum + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entryCount ?? entries.length, 8);
  end.writeUInt16LE(entryCount ?? entries.length, 10);
  end.writeUInt32LE(directorySize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...directory, end]);
};

/** ESRI's .prj for WGS 84 longitude and latitude (what ArcGIS and QGIS write for EPSG:4326). */
export const wgs84Prj =
  'GEOGCS["GCS_WGS_1984",DATUM["D_WGS_1984",SPHEROID["WGS_1984",6378137.0,298.257223563]],PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]]';

/** ESRI's .prj for Virginia State Plane North in US feet (EPSG:2283), a projected system. */
export const statePlanePrj =
  'PROJCS["NAD_1983_StatePlane_Virginia_North_FIPS_4501_Feet",GEOGCS["GCS_North_American_1983",DATUM["D_North_American_1983",SPHEROID["GRS_1980",6378137.0,298.257222101]],PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]],PROJECTION["Lambert_Conformal_Conic"],PARAMETER["False_Easting",11482916.66666666],PARAMETER["False_Northing",6561666.666666666],PARAMETER["Central_Meridian",-78.5],PARAMETER["Standard_Parallel_1",38.03333333333333],PARAMETER["Standard_Parallel_2",39.2],PARAMETER["Latitude_Of_Origin",37.66666666666666],UNIT["Foot_US",0.3048006096012192]]';

/** A clockwise square (a shapefile's outer ring) of `side` degrees from its south-west corner. */
export const clockwiseSquare = (lng: number, lat: number, side = 0.01) => [
  [lng, lat],
  [lng, lat + side],
  [lng + side, lat + side],
  [lng + side, lat],
  [lng, lat],
];

/** A zipped shapefile of the records, with a .prj when one is given (and the .shx and .dbf a set has). */
export const shapefileZip = (records: ShapeRecord[], { prj = wgs84Prj as string | null, type = 5 } = {}) =>
  zipBytes([
    { name: 'parcel.shp', data: shapefileBytes(records, { type }) },
    { name: 'parcel.shx', data: Buffer.alloc(100) },
    { name: 'parcel.dbf', data: Buffer.from([0x03]) },
    ...(prj === null ? [] : [{ name: 'parcel.prj', data: prj }]),
  ]);
