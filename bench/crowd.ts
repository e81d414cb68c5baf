import { percentiles } from './measure';
import type { OpenedPage } from './page-calls';
import type { ServerProcess } from './server-process';

const clients = 50;
const durationMs = 60_000;
/** A person reads a page before opening the next: 0–4 s, 2 s on average. */
const thinkMs = () => Math.random() * 4_000;
/** Issue 20: p99 of a request under the crowd, on PostgreSQL and on the embedded engine. */
const budgetP99 = { postgres: 200, embedded: 500 };

/**
 * A day's crowd: 50 people for 60 s, each opening a page (its calls at once, as the browser sends
 * them), reading it for 0–4 s, and opening the next; the pages cycle through the instrument page,
 * the services page, the home page and Advanced Search. Every request's time is kept; the figures
 * are per request and per page load, with the server's CPU per request.
 */
export const benchCrowd = async (
  server: ServerProcess,
  pages: readonly OpenedPage[],
  searchPaths: readonly string[],
  engine: 'postgres' | 'embedded',
) => {
  const openings = pages.flatMap((page) => page.openings.map((opening) => opening.paths));
  const loads = [...openings, ...searchPaths.map((path) => [path])];
  const requests: number[] = [];
  const pageLoads: number[] = [];
  let next = 0;
  const cpuBefore = server.cpuMs();
  const started = performance.now();
  const person = async () => {
    await new Promise((r) => setTimeout(r, thinkMs()));
    while (performance.now() - started < durationMs) {
      const paths = loads[next++ % loads.length];
      const opened = performance.now();
      await Promise.all(
        paths.map(async (path) => {
          const sent = performance.now();
          await server.get(path);
          requests.push(performance.now() - sent);
        }),
      );
      pageLoads.push(performance.now() - opened);
      await new Promise((r) => setTimeout(r, thinkMs()));
    }
  };
  await Promise.all(Array.from({ length: clients }, person));
  const seconds = (performance.now() - started) / 1000;
  const cpuPerRequest = (server.cpuMs() - cpuBefore) / requests.length;
  const budget = budgetP99[engine];
  const line = (label: string, samples: number[], withBudget: boolean) => {
    const f = percentiles(samples);
    const verdict = withBudget ? `  (budget p99 ≤ ${budget} ms: ${f.p99 <= budget ? 'ok' : 'OVER'})` : '';
    console.log(
      `${label.padEnd(40)} n=${String(f.n).padStart(6)}  p50 ${f.p50.toFixed(1).padStart(7)} ms  p95 ${f.p95.toFixed(1).padStart(7)} ms  p99 ${f.p99.toFixed(1).padStart(7)} ms${verdict}`,
    );
  };
  line(`${clients} people × ${durationMs / 1000} s: a request`, requests, true);
  line('  a page load (its calls at once)', pageLoads, false);
  console.log(
    `${''.padEnd(40)} ${(requests.length / seconds).toFixed(0)} requests/s; server CPU ${cpuPerRequest.toFixed(2)} ms per request`,
  );
};
