import { defineConfig } from '@playwright/test';
import base from './playwright.config';

const databaseUrl = process.env.SCALE_OUT_DATABASE_URL;
if (!databaseUrl) throw new Error('SCALE_OUT_DATABASE_URL must name an empty PostgreSQL database');

// Two server processes on one PostgreSQL database behind a round-robin proxy (scale-out/start-cluster.mjs):
// how an organisation grows past one server. Needs the built web app and a PostgreSQL server.
export default defineConfig({
  ...base,
  testDir: './scale-out',
  timeout: 120_000,
  use: { ...base.use, baseURL: 'http://127.0.0.1:3300' },
  webServer: {
    command: 'node scale-out/start-cluster.mjs',
    url: 'http://127.0.0.1:3300/config.json',
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: { SCALE_OUT_DATABASE_URL: databaseUrl, PROXY_PORT: '3300', SERVER_PORTS: '3301,3302' },
  },
});
