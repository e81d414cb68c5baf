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
    proxy: {
      '/api': backend,
      '/oidc': backend,
      '/interaction': backend,
      '/config.json': backend,
    },
  },
});
