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
import { createUserManager } from './lib/auth/user-manager';
import { loadConfig } from './lib/config';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

// The sign-in settings come from /config.json, so nothing renders before it has loaded.
loadConfig().then(
  (config) => {
    const session = createAuthSession(createUserManager(config));
    configureApiClient(session);
    root.render(
      <StrictMode>
        <App config={config} session={session} />
      </StrictMode>,
    );
  },
  () => root.render(<ConfigErrorPage />),
);
