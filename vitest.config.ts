import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// `npm test`: unit, API and component tests, no server running. The API suite runs on PGlite, or on
// the PostgreSQL database named by DATABASE_URL (CI's second pass).
export default defineConfig({
  test: {
    // Vitest keeps a core for its own process, which mostly waits: on CI's two cores that left one
    // worker. Two workers ran the projects and instruments API tests in 51 s instead of 75.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include: ['packages/server/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['packages/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // A slice of the API suite through the embedded engine's worker thread, bundled as `npm start`
        // runs it (test/global-setup.ts): reads and writes, transactions that overlap, binary photo
        // parts and the errors the engine raises, all crossing the thread. In `npm test` only: the
        // PostgreSQL pass (`--project server`) has no worker.
        test: {
          name: 'server-worker',
          include: [
            'packages/server/src/db/tx.test.ts',
            'packages/server/src/modules/events/events.routes.test.ts',
            'packages/server/src/modules/instruments/instruments.concurrency.test.ts',
            'packages/server/src/modules/services/photos.routes.test.ts',
          ],
          environment: 'node',
          globalSetup: ['packages/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'packages/web/vitest.config.ts',
    ],
  },
});
