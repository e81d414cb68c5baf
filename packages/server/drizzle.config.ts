import { defineConfig } from 'drizzle-kit';

// Only `generate` is used: migrations are applied at start by the app (DESIGN §1).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
