import { z } from 'zod';
import { messages } from '../messages';
import { numericId, optionalText, savedVersion, usDate } from '../validators';

/**
 * A record with dated steps (issue 33): a violation case, an owner's request. Its status moves only by
 * steps, each dated, with who took it and a note, audited and shown in History. Each record keeps its
 * own statuses, transitions and who may take which step; this file holds what they share: the rule
 * that reads a flow, the step's input and the step as the page reads it.
 */

/** Who takes a step, as a flow's rule reads them. */
export type StepUser = { viewOnly: boolean; isAdmin?: boolean };

/** Why a user may not take a step; `forbidden` answers 403 (who asks) rather than 400 (what is asked). */
export type StepRefusal = { message: string; forbidden: boolean };

export type StepFlowDefinition<S extends number> = {
  /** Where each status may go next, in the flow's order (the page's buttons); a status with none is final. */
  next: Record<S, readonly S[]>;
  /** The statuses only an Admin may choose, and what a non-Admin is told. */
  adminOnly?: { statuses: readonly S[]; message: (to: number) => string };
  messages: { viewOnly: string; finished: string; notNext: (from: number, to: number) => string };
};

/** A record's flow: its statuses, which still need work, the steps a user may take and why not. */
export const stepFlow = <S extends number>(flow: StepFlowDefinition<S>) => {
  const nextOf = (statusId: number): readonly S[] => flow.next[statusId as S] ?? [];
  const adminOnly = flow.adminOnly?.statuses ?? [];
  const statusIds = Object.keys(flow.next).map(Number) as S[];
  /** Still needs work: a status that has a next one. */
  const isOpen = (statusId: number): boolean => nextOf(statusId).length > 0;
  return {
    statusIds,
    isOpen,
    openStatuses: statusIds.filter(isOpen) as readonly S[],
    /** The records still needing work, then the rest, each in the order given (a card's two groups). */
    split: <R extends { statusId: number }>(rows: readonly R[]) => ({
      open: rows.filter((r) => isOpen(r.statusId)),
      finished: rows.filter((r) => !isOpen(r.statusId)),
    }),
    /** The steps a user may take from `statusId`, in the flow's order (the page's buttons). */
    choices: (statusId: number, user: StepUser): S[] =>
      user.viewOnly ? [] : nextOf(statusId).filter((to) => user.isAdmin || !adminOnly.includes(to)),
    /** Why this user may not move the record from `from` to `to`, or null (what the API enforces). */
    refusal: (from: number, to: number, user: StepUser): StepRefusal | null => {
      if (user.viewOnly) return { message: flow.messages.viewOnly, forbidden: true };
      const next = nextOf(from);
      if (next.length === 0) return { message: flow.messages.finished, forbidden: false };
      if (!next.includes(to as S)) return { message: flow.messages.notNext(from, to), forbidden: false };
      if (!user.isAdmin && flow.adminOnly && adminOnly.includes(to as S))
        return { message: flow.adminOnly.message(to), forbidden: true };
      return null;
    },
  };
};
export type StepFlow = ReturnType<typeof stepFlow>;

/** The longest note a step keeps (the steps tables check it too). */
export const MaxStepNote = 1000;

/**
 * The fields every step sends: the next status (one of the record's own), the day it was taken (not
 * in the future) and a bounded note.
 */
export const stepFields = (statusIds: readonly number[]) => ({
  statusId: z
    .number({ error: messages.required('Status') })
    .int()
    .refine((id) => statusIds.includes(id), { error: messages.required('Status') }),
  on: usDate('Step Date', { notInFuture: true }),
  note: optionalText('Note', { max: MaxStepNote }),
});
type StepFields = ReturnType<typeof stepFields>;

type StepIssues<E extends z.ZodRawShape> = (
  value: z.output<z.ZodObject<StepFields & E>>,
) => z.core.$ZodRawIssue[];

/**
 * A record's step schemas: `form`, the step's form on the record's page (the status is the button that
 * opened it), and `create`, the POST body (the record's id under `record.key`, the version it read).
 * `extra` adds the record's own fields of a step (a case's follow-up) and `issues` its rules on them.
 */
export const stepSchemas = <K extends string, E extends z.ZodRawShape = Record<never, never>>(options: {
  statusIds: readonly number[];
  record: { key: K; label: string };
  extra?: E;
  issues?: StepIssues<E>;
}) => {
  const fields = { ...stepFields(options.statusIds), ...options.extra } as StepFields & E;
  const rules = (ctx: { value: unknown; issues: z.core.$ZodRawIssue[] }) => {
    if (options.issues)
      ctx.issues.push(...options.issues(ctx.value as z.output<z.ZodObject<StepFields & E>>));
  };
  const recordFields = { [options.record.key]: numericId(options.record.label), version: savedVersion } as {
    [P in K]: ReturnType<typeof numericId>;
  } & { version: typeof savedVersion };
  return {
    form: z.object(fields).check(rules),
    create: z.object({ ...recordFields, ...fields }).check(rules),
  };
};

const day = z.string();

/** A step as a record's page reads it: the status it took, when, by whom and why. */
export const recordStepSchema = z.object({
  id: z.number().int(),
  statusId: z.number().int(),
  on: day,
  byName: z.string(),
  note: z.string().nullable(),
});
export type RecordStep = z.infer<typeof recordStepSchema>;
