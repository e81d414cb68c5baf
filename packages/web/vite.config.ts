import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const backend = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Stable vendor chunks cache across releases; screens stay in their own lazy chunks. Mantine is
        // not grouped: a component loads with the first screen that uses it, not at start-up.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'data', test: /node_modules[\\/](@tanstack|oidc-client-ts|jwt-decode)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    // The browser's Host is kept, so the sign-in provider builds its addresses on this origin.
    proxy: Object.fromEntries(
      ['/api', '/oidc', '/interaction', '/config.json'].map((path) => [
        path,
        { target: backend, changeOrigin: false },
      ]),
    ),
  },
});
