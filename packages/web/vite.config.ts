import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { virginiaLocalitiesPlugin } from './build/virginia-localities';

const backend = 'http://localhost:3000';

/**
 * The installable app: its manifest and a Workbox service worker (docs/architecture.md, "Working with
 * no network"). The worker precaches every file of the build, lazy screens included, so the whole app
 * opens with no network; it never keeps an API answer.
 */
const installableApp = VitePWA({
  strategies: 'generateSW',
  // 'prompt': a new release waits until the user chooses to reload (docs/decisions.md). The app
  // registers the worker itself, after the page has loaded (src/lib/service-worker).
  registerType: 'prompt',
  injectRegister: false,
  filename: 'sw.js',
  manifestFilename: 'manifest.webmanifest',
  // The manifest's icons are precached by the plugin; the iOS home-screen icon is named here.
  includeAssets: ['icons/apple-touch-icon-180.png'],
  manifest: {
    id: '/',
    name: 'Conservation Records',
    short_name: 'Records',
    description: 'Projects, conservation agreements, properties and monitoring visits of the land trust.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    // The logo's green, as index.html's theme-color: the phone's status bar and splash screen take it.
    theme_color: '#2f6b3b',
    background_color: '#ffffff',
    // Drawn from public/logo.svg by scripts/make-app-icons.mjs.
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    // Every script, style and page of the build: a screen first opened with no network still loads.
    // The map's worker (a module, .mjs) and its base layer (maps/*.json): the maps work with no network.
    globPatterns: ['**/*.{js,mjs,css,html,svg}', 'maps/*.json'],
    // An old release's files go once the new worker takes over (it has its own list).
    cleanupOutdatedCaches: true,
    // The first worker takes charge of the open page at once, so the page that installed the app
    // already works offline; a later release still waits for the user's Reload (no skipWaiting).
    clientsClaim: true,
    skipWaiting: false,
    // An app route opened with no network gets the precached page. Never the API, the sign-in
    // provider or its pages (they reach the server or fail), nor a file (a missing file is not the app).
    navigateFallback: 'index.html',
    navigateFallbackDenylist: [
      /^\/(api|oidc|interaction)(\/|\?|$)/,
      /\.(json|js|mjs|css|map|svg|png|ico|webmanifest|txt|xml|xlsx|docx|zip|pdf)(\?|$)/i,
    ],
    // The app's configuration and the sign-in provider's discovery document and signing keys: from the
    // network when it answers within a few seconds, else the copy kept from the last answer, so the app
    // starts signed in with no network. The functions are copied into the worker as text: they may use
    // nothing from this file.
    runtimeCaching: [
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === '/config.json',
        handler: 'NetworkFirst',
        options: { cacheName: 'app-config', networkTimeoutSeconds: 4 },
      },
      {
        urlPattern: ({ url }) =>
          !url.pathname.startsWith('/api/') &&
          (url.pathname.endsWith('/.well-known/openid-configuration') ||
            /\/(jwks|keys)(\.json)?$/.test(url.pathname)),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'sign-in-metadata',
          networkTimeoutSeconds: 4,
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
});

export default defineConfig({
  plugins: [react(), virginiaLocalitiesPlugin(), installableApp],
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
