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
      'packages/web/vitest.config.ts',
    ],
  },
});
