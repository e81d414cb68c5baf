/** Latency figures of a benchmark: every sample kept, percentiles by nearest rank. */
export type Figures = { n: number; p50: number; p95: number; max: number };

export const percentiles = (samples: number[]): Figures => {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  return { n: sorted.length, p50: at(50), p95: at(95), max: sorted[sorted.length - 1] };
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
