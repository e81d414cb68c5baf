import { defineConfig } from '@playwright/test';

// E2E_PORT lets two runs (e.g. two engineers' journeys) share a machine; each gets its own database folder.
const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = `.data/${port}`;

// Journeys against the built app on a fresh embedded database, in Debian's Chromium (never a downloaded one).
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // A journey that fails and then passes is listed as flaky in the log, and fails the run: a retry that
  // hides it would let a race in the product pass unseen. Once: CI's software-rendered Chromium once
  // stalled a page's frames for a minute (no product fault found, the journey passes alone).
  retries: 1,
  failOnFlakyTests: true,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // WebGL for the maps (MapLibre): headless Chromium draws it in software only when allowed.
        '--enable-unsafe-swiftshader',
      ],
    },
  },
  webServer: {
    // The built server, as `npm start` runs it (its embedded engine in a worker thread).
    command: `rm -rf ${dataDir} && node ../scripts/start.mjs --no-web`,
    url: `http://localhost:${port}/config.json`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: `${dataDir}/db`,
      // Backups (the Backups journey makes one) go beside the database, removed with it at the start.
      BACKUP_DIR: `${dataDir}/backups`,
      LOG_LEVEL: 'warn',
    },
  },
});
