import {
  checkImport,
  type ImportBatch,
  type ImportKind,
  type ImportMapping,
  type ImportProgressStep,
  importKinds,
  importMessages,
  isAdmin,
  type PlanSink,
  wantedFacts,
} from '@app/domain';
import type { Caller } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { type Actor, inTransaction, readAll } from '../../db/tx';
import { writeImportReport, writeImportTemplate } from '../../exports/import-xlsx';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import {
  batchChangedSince,
  getBatch,
  insertBatch,
  listBatches,
  lockBatch,
  setBatchCounts,
  undoBatchRows,
} from './import-batches.repo';
import { readDatabaseFacts, readLookupOptions } from './import-facts.repo';
import { readImportFile } from './import-file';
import { writeImportPlan } from './import-write.repo';
import { spillPlan } from './plan-spill';

export type ImportInput = { bytes: Buffer; fileName: string; mapping?: ImportMapping };

/**
 * What the import reports as it goes (the CLI prints it; the page shows a bar). A promise it answers
 * is awaited, so the route can let each step out to the page before the work goes on.
 */
export type ImportProgress = (step: ImportProgressStep) => void | Promise<void>;

const adminOnly = (caller: Pick<Caller, 'user'>) => {
  if (!isAdmin(caller.user)) throw forbidden(importMessages.importAdminOnly);
};

/**
 * The dry run: the file read, every row checked against the database as it is now. Writes nothing; a
 * commit passes `plan` to take the rows that passed.
 */
const dryRun = async (db: Db, input: ImportInput, onProgress?: ImportProgress, plan?: PlanSink) => {
  const sheets = await readImportFile(input.bytes, input.fileName);
  const total = sheets.reduce((sum, sheet) => sum + sheet.rows.length, 0);
  await onProgress?.({ phase: 'read', rows: total, total });
  const [lookups, facts] = await readAll(db, [
    () => readLookupOptions(db),
    () => readDatabaseFacts(db, wantedFacts(sheets, input.mapping)),
  ]);
  const result = await checkImport({
    fileName: input.fileName,
    sheets,
    mapping: input.mapping,
    lookups,
    facts,
    plan,
    onProgress: (rows) => onProgress?.({ phase: 'checked', rows, total }),
  });
  return { ...result, sheets, total };
};

/** POST import/check: the report of the dry run, per row and column. */
export const checkImportFile = async (
  db: Db,
  input: ImportInput,
  caller: Pick<Caller, 'user'>,
  onProgress?: ImportProgress,
) => {
  adminOnly(caller);
  return (await dryRun(db, input, onProgress)).report;
};

/** POST import/report: the dry run's report as a workbook, the errors beside the rows. */
export const importReportWorkbook = async (db: Db, input: ImportInput, caller: Pick<Caller, 'user'>) => {
  adminOnly(caller);
  const { sheets, rowProblems } = await dryRun(db, input);
  return writeImportReport(sheets, rowProblems);
};

const batchAnswer = (batch: NonNullable<Awaited<ReturnType<typeof getBatch>>>): ImportBatch => ({
  id: batch.id,
  fileName: batch.fileName,
  userName: batch.userName,
  at: batch.at.toISOString(),
  counts: batch.counts as ImportBatch['counts'],
  undoneAt: batch.undoneAt?.toISOString() ?? null,
  undoneByName: batch.undoneByName,
  canUndo: batch.undoneAt === null && !batch.changedSince,
});

/**
 * POST import/commit (and the CLI): the dry run again inside one transaction, its plan spilled to disk,
 * then every record written from it as one batch, or nothing when any row has a problem.
 */
export const commitImportFile = async (
  db: Db,
  input: ImportInput,
  caller: { user: Caller['user']; actor: Actor },
  onProgress?: ImportProgress,
) => {
  adminOnly(caller);
  return inTransaction(db, async (tx) => {
    const plan = await spillPlan();
    try {
      const { report, total } = await dryRun(tx, input, onProgress, plan.add);
      if (!report.ok) throw badRequest(importMessages.hasErrors(report.issueCount));
      const batch = await insertBatch(tx, caller.actor, input.fileName);
      const counts = await writeImportPlan(tx, { ...caller.actor, importBatchId: batch.id }, plan, {
        batchId: batch.id,
        onProgress: (rows) => onProgress?.({ phase: 'written', rows, total }),
      });
      await setBatchCounts(tx, batch.id, counts);
      const saved = await getBatch(tx, batch.id);
      return { batch: batchAnswer(saved as NonNullable<typeof saved>), report };
    } finally {
      await plan.close();
    }
  });
};

export const listImportBatches = async (db: Db, caller: Pick<Caller, 'user'>) => {
  adminOnly(caller);
  return (await listBatches(db)).map(batchAnswer);
};

/** POST import/batches/{id}/undo: the whole batch, while no later change touched its records. */
export const undoImportBatch = (db: Db, id: number, caller: Caller) => {
  adminOnly(caller);
  return inTransaction(db, async (tx) => {
    const [batch] = await lockBatch(tx, id);
    if (!batch) throw notFound(`Import ${id} not found.`);
    if (batch.undoneAt) throw conflict(importMessages.alreadyUndone(id));
    if (await batchChangedSince(tx, id)) throw conflict(importMessages.notUndoable(id));
    await undoBatchRows(tx, caller.actor, id);
    const saved = await getBatch(tx, id);
    return batchAnswer(saved as NonNullable<typeof saved>);
  });
};

/** GET import/template/{kind}: one kind's sheet (properties come with their parcels), or every kind. */
export const importTemplate = async (db: Db, kind: ImportKind | 'all') => {
  const kinds: readonly ImportKind[] =
    kind === 'all' ? importKinds : kind === 'properties' ? ['properties', 'taxParcels'] : [kind];
  return writeImportTemplate(kinds, await readLookupOptions(db));
};
