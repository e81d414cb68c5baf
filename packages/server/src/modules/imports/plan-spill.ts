import { createReadStream } from 'node:fs';
import { appendFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { PlanKind, Planned, PlanSink } from '@app/domain';

/** Rows a writer takes at once; also how many planned rows are held before they go to the file. */
export const planChunkRows = 1_000;

/**
 * A commit's plan kept on disk (issue 31 §6, flat memory): the check appends each row that passed to
 * its kind's file, a line of JSON each, and the writer reads them back a chunk at a time, so neither
 * holds every planned row. The folder is removed by `close`, whatever the outcome.
 */
export const spillPlan = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'import-plan-'));
  const held = new Map<PlanKind, string[]>();
  const counts = new Map<PlanKind, number>();
  // Appends run one after another, in the check's order, without making the check wait for them; a
  // failed one (a full disk) is kept and answered when the plan is read, so it never goes unhandled.
  let writing: Promise<void> = Promise.resolve();
  let failed: unknown = null;
  const fileOf = (kind: PlanKind) => join(dir, `${kind}.jsonl`);
  const flush = (kind: PlanKind) => {
    const lines = held.get(kind);
    if (!lines || lines.length === 0) return;
    held.set(kind, []);
    const text = `${lines.join('\n')}\n`;
    writing = writing
      .then(() => appendFile(fileOf(kind), text))
      .catch((error) => {
        failed ??= error;
      });
  };

  const add: PlanSink = (kind, planned) => {
    const lines = held.get(kind) ?? [];
    held.set(kind, lines);
    lines.push(JSON.stringify(planned));
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
    if (lines.length >= planChunkRows) flush(kind);
  };

  /** One kind's planned rows, a chunk at a time, in the order they were added. */
  async function* chunks<K extends PlanKind>(kind: K): AsyncGenerator<Planned<K>[]> {
    flush(kind);
    await writing;
    if (failed) throw failed;
    if (!counts.get(kind)) return;
    let chunk: Planned<K>[] = [];
    for await (const line of createInterface({
      input: createReadStream(fileOf(kind)),
      crlfDelay: Infinity,
    })) {
      chunk.push(JSON.parse(line) as Planned<K>);
      if (chunk.length === planChunkRows) {
        yield chunk;
        chunk = [];
      }
    }
    if (chunk.length > 0) yield chunk;
  }

  return {
    add,
    chunks,
    /** How many rows of a kind were planned. */
    count: (kind: PlanKind) => counts.get(kind) ?? 0,
    close: async () => {
      await writing;
      await rm(dir, { recursive: true, force: true });
    },
  };
};

export type SpilledPlan = Awaited<ReturnType<typeof spillPlan>>;
