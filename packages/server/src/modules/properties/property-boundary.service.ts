import { type BoundaryImport, messages, parseBoundaryText } from '@app/domain';
import type { Db } from '../../db/client';
import { type Actor, inTransaction } from '../../db/tx';
import { badRequest, notFound, staleVersionConflict } from '../../lib/errors';
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

/**
 * Imports a boundary file (GeoJSON text): read and checked by the domain (size, nesting, rings,
 * Virginia, vertices) before anything is written; replaces the property's boundary when the page
 * names the version it saw, adds one when it saw none.
 */
export const importPropertyBoundary = async (
  db: Db,
  propertyId: number,
  input: BoundaryImport,
  actor: Actor,
) => {
  const checked = parseBoundaryText(input.content);
  if (!checked.ok) throw badRequest(checked.message, { content: [checked.message] });
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
