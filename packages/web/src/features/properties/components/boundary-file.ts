import { BoundaryLimits } from '@app/domain';

export type BoundaryFileText = { ok: true; content: string } | { ok: false; message: string };

/** FileReader rather than Blob.text(): every browser the app supports has it, and so has jsdom. */
const readText = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });

const sizeLimit = `${BoundaryLimits.fileBytes / 1_000_000} MB`;

/**
 * A chosen boundary file as the GeoJSON text the server checks: GeoJSON as it is, KML turned into
 * GeoJSON here (@tmcw/togeojson, loaded only then). The size is checked before the file is read.
 */
export const readBoundaryFile = async (file: File): Promise<BoundaryFileText> => {
  if (file.size > BoundaryLimits.fileBytes)
    return { ok: false, message: `The file is larger than ${sizeLimit}.` };
  const name = file.name.toLowerCase();
  const isKml = name.endsWith('.kml');
  if (!isKml && !name.endsWith('.geojson') && !name.endsWith('.json'))
    return { ok: false, message: 'Choose a GeoJSON (.geojson, .json) or KML (.kml) file.' };
  const text = await readText(file);
  if (isKml) {
    const document = new DOMParser().parseFromString(text, 'text/xml');
    if (document.getElementsByTagName('parsererror').length > 0)
      return { ok: false, message: 'The file is not valid KML.' };
    const { kml } = await import('@tmcw/togeojson');
    return { ok: true, content: JSON.stringify(kml(document)) };
  }
  return { ok: true, content: text };
};
