import { BoundaryLimits } from '@app/domain';

/**
 * A chosen boundary file as the server takes it: GeoJSON text (a KML file turned into GeoJSON here),
 * or a zipped shapefile's bytes, which the server unpacks itself within its caps.
 */
export type BoundaryFile =
  | { ok: true; format: 'geojson'; content: string }
  | { ok: true; format: 'shapefile'; archive: Blob }
  | { ok: false; message: string };

/** FileReader rather than Blob.text(): every browser the app supports has it, and so has jsdom. */
const readText = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });

const sizeLimit = `${BoundaryLimits.fileBytes / 1_000_000} MB`;

/** What the file chooser offers: the extensions, and the types some systems give those files. */
export const boundaryFileAccept =
  '.geojson,.json,.kml,.zip,application/geo+json,application/vnd.google-earth.kml+xml,application/zip';

/**
 * Reads a chosen boundary file: GeoJSON as it is, KML turned into GeoJSON (@tmcw/togeojson, loaded
 * only then), a .zip passed on as its bytes (a shapefile is read on the server, so the API itself
 * is what stands against a zip bomb). The size is checked before the file is read.
 */
export const readBoundaryFile = async (file: File): Promise<BoundaryFile> => {
  if (file.size > BoundaryLimits.fileBytes)
    return { ok: false, message: `The file is larger than ${sizeLimit}.` };
  const name = file.name.toLowerCase();
  if (name.endsWith('.zip'))
    // Windows names a zip application/x-zip-compressed: the server reads application/zip.
    return { ok: true, format: 'shapefile', archive: new Blob([file], { type: 'application/zip' }) };
  const isKml = name.endsWith('.kml');
  if (!isKml && !name.endsWith('.geojson') && !name.endsWith('.json'))
    return {
      ok: false,
      message: 'Choose a GeoJSON (.geojson, .json), KML (.kml) or zipped shapefile (.zip) file.',
    };
  const text = await readText(file);
  if (isKml) {
    const document = new DOMParser().parseFromString(text, 'text/xml');
    if (document.getElementsByTagName('parsererror').length > 0)
      return { ok: false, message: 'The file is not valid KML.' };
    const { kml } = await import('@tmcw/togeojson');
    return { ok: true, format: 'geojson', content: JSON.stringify(kml(document)) };
  }
  return { ok: true, format: 'geojson', content: text };
};
