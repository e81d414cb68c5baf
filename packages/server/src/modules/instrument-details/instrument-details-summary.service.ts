import type { Db } from '../../db/client';
import { listDetailsSummaryRows } from './instrument-details-summary.repo';

/** The instrument's purposes, areas and grants for its Summary Output workbook (the instruments module writes it). */
export const listDetailsForSummary = (db: Db, instrumentId: number) =>
  listDetailsSummaryRows(db, instrumentId);
