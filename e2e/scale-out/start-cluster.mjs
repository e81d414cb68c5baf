// Two server processes on one PostgreSQL database, started at the same moment, behind a round-robin
// proxy that sends each request to the next process and says which answered (X-Served-By: a or b).
// Playwright starts this as its web server for the scale-out journeys (scale-out.config.ts).
import { spawn } from 'node:child_process';
import http from 'node:http';

const { SCALE_OUT_DATABASE_URL: databaseUrl, PROXY_PORT = '3300', SERVER_PORTS = '3301,3302' } = process.env;
if (!databaseUrl) {
  console.error('SCALE_OUT_DATABASE_URL must name an empty PostgreSQL database');
  process.exit(1);
}
const publicUrl = `http://127.0.0.1:${PROXY_PORT}`;
const ports = SERVER_PORTS.split(',');

const servers = ports.map((port) =>
  spawn(process.execPath, ['--import', 'tsx', '../packages/server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: port,
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      // What every process behind one address shares: the address users open, and trust in the proxy.
      PUBLIC_URL: publicUrl,
      TRUST_PROXY: 'loopback',
      SIGN_IN_ATTEMPTS_PER_MINUTE: '4',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  }),
);
const stopAll = () => {
  for (const server of servers) server.kill('SIGTERM');
};
process.once('SIGTERM', () => {
  stopAll();
  process.exit(0);
});
process.once('SIGINT', () => {
  stopAll();
  process.exit(0);
});

await Promise.all(
  servers.map(
    (server, index) =>
      new Promise((resolve, reject) => {
        let output = '';
        server.stdout.on('data', (chunk) => {
          output += chunk;
          process.stdout.write(`[${'ab'[index]}] ${chunk}`);
          if (output.includes('is running at')) resolve();
        });
        server.once('exit', (code) => reject(new Error(`server ${'ab'[index]} exited with ${code}`)));
      }),
  ),
).catch((error) => {
  console.error(error.message);
  stopAll();
  process.exit(1);
});

let next = 0;
const agent = new http.Agent({ keepAlive: true });
http
  .createServer((request, response) => {
    const index = next++ % ports.length;
    const forwardedFor = [request.headers['x-forwarded-for'], request.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: ports[index],
        method: request.method,
        path: request.url,
        agent,
        headers: { ...request.headers, 'x-forwarded-for': forwardedFor, 'x-forwarded-proto': 'http' },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-served-by': 'ab'[index] });
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  })
  .listen(Number(PROXY_PORT), '127.0.0.1', () => console.log(`proxy at ${publicUrl} → ${ports.join(', ')}`));
