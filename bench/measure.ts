/** Latency figures of a benchmark: every sample kept, percentiles by nearest rank. */
export type Figures = { n: number; p50: number; p95: number; p99: number; max: number };

export const percentiles = (samples: number[]): Figures => {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  return { n: sorted.length, p50: at(50), p95: at(95), p99: at(99), max: sorted[sorted.length - 1] };
};

/** Runs `task` `total` times with `concurrency` callers in flight; answers each call's time in ms. */
export const concurrently = async (total: number, concurrency: number, task: () => Promise<unknown>) => {
  const samples: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < total) {
      next++;
      const started = performance.now();
      await task();
      samples.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return percentiles(samples);
};

export const ms = (value: number) => `${value.toFixed(1)} ms`;

export const report = (label: string, f: Figures, budget?: number) => {
  const verdict =
    budget === undefined
      ? ''
      : f.p95 <= budget
        ? `  (budget p95 ≤ ${budget} ms: ok)`
        : `  (budget p95 ≤ ${budget} ms: OVER)`;
  console.log(
    `${label.padEnd(48)} n=${String(f.n).padStart(5)}  p50 ${ms(f.p50).padStart(9)}  p95 ${ms(f.p95).padStart(9)}  max ${ms(f.max).padStart(9)}${verdict}`,
  );
};

/** Figures of a batch with the CPU time it cost per call, in ms (`cpuMs` read before and after). */
export type CostedFigures = Figures & { cpuPerCall: number };

/** Runs a batch like `concurrently`, and reads `cpuMs` (a process's CPU time so far) around it. */
export const costed = async (
  cpuMs: () => number,
  total: number,
  concurrency: number,
  task: () => Promise<unknown>,
): Promise<CostedFigures> => {
  const before = cpuMs();
  const figures = await concurrently(total, concurrency, task);
  return { ...figures, cpuPerCall: (cpuMs() - before) / total };
};

/** This process's CPU time so far (user + system), in ms. */
export const ownCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

export const reportCosted = (label: string, f: CostedFigures, cpuLabel: string, budget?: number) => {
  report(label, f, budget);
  console.log(`${''.padEnd(48)} ${cpuLabel} ${f.cpuPerCall.toFixed(3)} ms per call`);
};

/** The API against the same SQL run directly: latency ratio (p50 and p95) and the CPU beyond the SQL's. */
export const reportRatio = (
  api: CostedFigures,
  direct: CostedFigures,
  { sqlCpuInServer, budget }: { sqlCpuInServer: boolean; budget?: number },
) => {
  const ratio = api.p50 / direct.p50;
  const verdict =
    budget === undefined
      ? ''
      : ratio <= budget
        ? ` (budget ≤ ${budget}×: ok)`
        : ` (budget ≤ ${budget}×: OVER)`;
  // On the embedded engine the SQL runs inside the server process: its own CPU is taken off.
  const nodeCpu = sqlCpuInServer ? api.cpuPerCall - direct.cpuPerCall : api.cpuPerCall;
  // Less than its SQL's own CPU: the call is answered from memory, without its SQL.
  const cpu =
    nodeCpu >= 0
      ? `Node CPU beyond the SQL ${nodeCpu.toFixed(3)} ms per call`
      : `server CPU ${api.cpuPerCall.toFixed(3)} ms per call, below its SQL's (answered from memory)`;
  console.log(
    `${'  → API / SQL'.padEnd(48)} p50 ${ratio.toFixed(1)}×  p95 ${(api.p95 / direct.p95).toFixed(1)}×${verdict}; ${cpu}`,
  );
};
