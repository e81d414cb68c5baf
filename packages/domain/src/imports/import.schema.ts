import { z } from 'zod';
import type { ApiErrorBody } from '../errors';
import { importKinds } from './import-kinds';

/** What an import may cost (issue 31 §6): the file, its rows and columns, and the report's length. */
export const ImportLimits = {
  fileBytes: 20 * 1024 * 1024,
  /** Bytes an xlsx may unpack to, all its parts together: far above 10,000 rows, far below a zip bomb's. */
  unpackedBytes: 200 * 1024 * 1024,
  rows: 50_000,
  columns: 100,
  /** Characters in one cell: Excel's own limit, so a sheet's XML cannot hand one cell of the whole allowance. */
  cellChars: 32_767,
  /** Problems listed in the report (all are counted; the xlsx report marks every row). */
  issuesShown: 500,
  mappingChars: 20_000,
  /** The import batches the Admin page lists. */
  batchesShown: 50,
} as const;

/** A sheet's mapping: its kind, each header's field ('' for none) and unknown values mapped to options. */
export const sheetMappingSchema = z.object({
  kind: z.enum(importKinds).or(z.literal('')),
  columns: z.record(z.string().max(200), z.string().max(100)),
  values: z.record(z.string().max(100), z.record(z.string().max(500), z.string().max(500))).default({}),
});
export type SheetMapping = z.infer<typeof sheetMappingSchema>;

export const importMappingSchema = z.record(z.string().max(200), sheetMappingSchema);
export type ImportMapping = z.infer<typeof importMappingSchema>;

/** The query of a check, report or commit: the file's name and the mapping (JSON), when adjusted. */
export const importQuerySchema = z.object({
  fileName: z.string().trim().min(1).max(200).default('import.xlsx'),
  mapping: z
    .string()
    .max(ImportLimits.mappingChars)
    .optional()
    .transform((text, ctx) => {
      if (text === undefined || text === '') return undefined;
      try {
        const parsed = importMappingSchema.safeParse(JSON.parse(text));
        if (parsed.success) return parsed.data;
      } catch {
        // reported below
      }
      ctx.addIssue({ code: 'custom', message: 'The column mapping could not be read.' });
      return z.NEVER;
    }),
});

export const importIssueSchema = z.object({
  sheet: z.string(),
  /** The sheet's row number as the spreadsheet shows it (the header is row 1). */
  row: z.number().int(),
  /** The column's letter (A, B …) and header, empty for a problem of the whole row. */
  column: z.string(),
  header: z.string(),
  message: z.string(),
});
export type ImportIssue = z.infer<typeof importIssueSchema>;

export const unknownValueSchema = z.object({
  sheet: z.string(),
  field: z.string(),
  label: z.string(),
  value: z.string(),
  rows: z.number().int(),
  suggestions: z.array(z.string()),
  /** Every option of the list, to choose from instead. */
  lookup: z.string(),
});
export type UnknownValue = z.infer<typeof unknownValueSchema>;

export const sheetReportSchema = z.object({
  sheet: z.string(),
  kind: z.enum(importKinds).or(z.literal('')),
  headers: z.array(z.string()),
  /** The mapping used (automatic, or as adjusted). */
  mapping: sheetMappingSchema,
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  rowsWithErrors: z.number().int(),
});
export type SheetReport = z.infer<typeof sheetReportSchema>;

export const importReportSchema = z.object({
  fileName: z.string(),
  sheets: z.array(sheetReportSchema),
  issues: z.array(importIssueSchema),
  issueCount: z.number().int(),
  unknownValues: z.array(unknownValueSchema),
  /** Lookup options by list, for choosing what an unknown value means. */
  options: z.record(z.string(), z.array(z.string())),
  ok: z.boolean(),
});
export type ImportReport = z.infer<typeof importReportSchema>;

export const importBatchSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  userName: z.string(),
  at: z.string(),
  counts: z.record(z.string(), z.object({ created: z.number().int(), updated: z.number().int() })),
  undoneAt: z.string().nullable(),
  undoneByName: z.string().nullable(),
  /** Whether Undo is offered: not undone, and nothing changed its records since. */
  canUndo: z.boolean(),
});
export type ImportBatch = z.infer<typeof importBatchSchema>;

export const importCommitResultSchema = z.object({ batch: importBatchSchema, report: importReportSchema });
export type ImportCommitResult = z.infer<typeof importCommitResultSchema>;

/** A step of a check or commit: the rows read, checked or written so far of all the file's rows. */
export type ImportProgressStep = { phase: 'read' | 'checked' | 'written'; rows: number; total: number };

/** "4,000 of 10,000 rows checked": the page's bar and the command line say the same. */
export const importProgressText = ({ phase, rows, total }: ImportProgressStep) =>
  phase === 'read'
    ? `${total.toLocaleString('en-US')} rows read`
    : `${rows.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} rows ${phase}`;

/** The media type that asks the check and the commit to answer a line per progress step (NDJSON). */
export const importProgressType = 'application/x-ndjson';

/**
 * A line of that answer: progress steps, then the answer the plain request gives (`done`), or the
 * error in the one error shape with the status it would have had.
 */
export type ImportProgressLine<T> =
  | { progress: ImportProgressStep }
  | { done: T }
  | { error: ApiErrorBody; status: number };
