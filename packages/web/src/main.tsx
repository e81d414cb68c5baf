import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import './app/focus-ring.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { ConfigErrorPage } from './app/pages/config-error-page';
import { configureApiClient } from './lib/api-client';
import { createAuthSession } from './lib/auth/auth-session';
import { provideSignedInStatus } from './lib/auth/signed-in';
import { createUserManager } from './lib/auth/user-manager';
import { loadConfig } from './lib/config';
import { registerServiceWorker } from './lib/service-worker/register-service-worker';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

// The sign-in settings come from /config.json, so nothing renders before it has loaded.
loadConfig().then(
  (config) => {
    const session = createAuthSession(createUserManager(config));
    configureApiClient(session);
    provideSignedInStatus(session);
    root.render(
      <StrictMode>
        <App config={config} session={session} />
      </StrictMode>,
    );
    // Only a production build has a service worker (the dev server serves none); not from the silent
    // sign-in's hidden frame, which loads this app too. After the page has loaded, so the worker's
    // downloads do not compete with the app's own.
    if (import.meta.env.PROD && window.self === window.top) {
      const register = () => void registerServiceWorker(config);
      if (document.readyState === 'complete') register();
      else window.addEventListener('load', register, { once: true });
    }
  },
  () => root.render(<ConfigErrorPage />),
);
