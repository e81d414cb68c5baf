import { createServer } from 'node:net';

/** A port nobody listens on: one the OS just gave out and took back. */
export const freePort = async () => {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as { port: number };
  await new Promise((done) => probe.close(done));
  return port;
};
