// `npm start`: build what changed (the web app, the server bundle), then run the compiled server.
// `--no-web` (npm run serve) skips the web app's check; `--build-only` builds and exits.
import { pathToFileURL } from 'node:url';
import { buildServerIfStale, buildWebIfStale, server } from './builds.mjs';

if (!process.argv.includes('--no-web') && buildWebIfStale()) console.log('Web app built.');
if (await buildServerIfStale()) console.log('Server built.');
if (!process.argv.includes('--build-only')) await import(pathToFileURL(server.output).href);
