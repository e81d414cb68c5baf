import {
  type BoundaryCheck,
  type BoundaryImport,
  checkBoundary,
  messages,
  parseBoundaryText,
  type ShapefileImportQuery,
} from '@app/domain';
import type { Db } from '../../db/client';
import { type Actor, inTransaction } from '../../db/tx';
import { badRequest, notFound, staleVersionConflict } from '../../lib/errors';
import { readShapefileZip } from '../../lib/shapefile-zip';
import { getPropertyRow, lockProperty } from './property.repo';
import {
  deleteBoundary,
  getBoundaryRow,
  getPropertyBoundary,
  insertBoundary,
  replaceBoundary,
} from './property-boundary.repo';

const propertyNotFound = () => notFound(messages.entityNotFound('Property'));
const staleBoundary = () =>
  staleVersionConflict('The boundary was changed after you opened it. Reload to see the latest version.');

export const readPropertyBoundary = async (db: Db, propertyId: number) => {
  if (!(await getPropertyRow(db, propertyId))) throw propertyNotFound();
  return { boundary: await getPropertyBoundary(db, propertyId) };
};

/** A file the check refused: its message, under the file's field. */
const refused = (message: string) => badRequest(message, { content: [message] });

/**
 * Keeps a checked boundary: replaces the property's boundary when the page names the version it saw,
 * adds one when it saw none.
 */
const keepBoundary = (
  db: Db,
  propertyId: number,
  input: { fileName: string; version: number | null },
  checked: BoundaryCheck,
  actor: Actor,
) => {
  if (!checked.ok) throw refused(checked.message);
  return inTransaction(db, async (tx) => {
    if (!(await lockProperty(tx, propertyId))) throw propertyNotFound();
    const current = await getBoundaryRow(tx, propertyId);
    if (!current) {
      if (input.version !== null) throw staleBoundary();
      return insertBoundary(tx, actor, propertyId, input.fileName, checked.boundary);
    }
    if (input.version === null) throw staleBoundary();
    return replaceBoundary(tx, actor, current.id, input.version, input.fileName, checked.boundary);
  });
};

/**
 * Imports a boundary file (GeoJSON text): read and checked by the domain (size, nesting, rings,
 * crossings, Virginia, vertices) before anything is written.
 */
export const importPropertyBoundary = (db: Db, propertyId: number, input: BoundaryImport, actor: Actor) =>
  keepBoundary(db, propertyId, input, parseBoundaryText(input.content), actor);

/**
 * Imports a zipped shapefile's bytes: the archive read within its caps (a zip bomb stops at the
 * first one passed), its polygons turned into GeoJSON and checked by the same rules as a GeoJSON file.
 */
export const importShapefileBoundary = (
  db: Db,
  propertyId: number,
  { fileName, version, bytes }: ShapefileImportQuery & { bytes: Uint8Array | null },
  actor: Actor,
) => {
  if (!bytes?.length)
    throw refused(
      "The request holds no ZIP archive: send the file's bytes as its body, with the type application/zip.",
    );
  const read = readShapefileZip(bytes);
  if (!read.ok) throw refused(read.message);
  return keepBoundary(
    db,
    propertyId,
    { fileName, version: version ?? null },
    checkBoundary(read.geometry),
    actor,
  );
};

export const removePropertyBoundary = (
  db: Db,
  propertyId: number,
  version: number | undefined,
  actor: Actor,
) =>
  inTransaction(db, async (tx) => {
    if (!(await lockProperty(tx, propertyId))) throw propertyNotFound();
    const current = await getBoundaryRow(tx, propertyId);
    if (!current) throw notFound('The property has no boundary.');
    await deleteBoundary(tx, actor, current.id, version);
    return { id: current.id };
  });
