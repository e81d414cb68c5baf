import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import { pruneClientWrites } from './db/client-writes';
import { housekeepingLockKey, runAlone } from './db/run-alone';
import { prunePhotos } from './modules/services/api';

const day = 24 * 60 * 60 * 1000;

/** How long what nobody will ask for again is kept (README: Housekeeping). */
export const keptFor = {
  /** A device replays a write whose answer it lost within minutes; a key claimed 90 days ago is spent. */
  clientWritesMs: 90 * day,
  /** An upload with no new part for 30 days was given up (the device starts it again if it still can). */
  abandonedUploadsMs: 30 * day,
};

/**
 * One pass: deleted photos past the organisation's restore period, uploads left unfinished and old
 * device-write claims are removed. One process at a time (an advisory lock; a process that finds it
 * taken skips the pass), and each delete is by age, so a pass run twice removes nothing more.
 */
export const housekeep = (db: Db, config: Pick<Config, 'photos'>, now = new Date()) =>
  runAlone(db, housekeepingLockKey, async (tx) => {
    const photos = await prunePhotos(tx, {
      deletedBefore: new Date(now.getTime() - config.photos.restoreDays * day),
      idleBefore: new Date(now.getTime() - keptFor.abandonedUploadsMs),
    });
    const clientWrites = await pruneClientWrites(tx, new Date(now.getTime() - keptFor.clientWritesMs));
    return { ...photos, clientWrites };
  });

/**
 * Runs `housekeep` in the running server: first a minute after it is ready, then every hour. The timer
 * never keeps the process alive, and closing the server waits for a pass under way.
 */
export const registerHousekeeping = (
  app: FastifyInstance,
  {
    db,
    config,
    firstMs = 60_000,
    everyMs = 60 * 60_000,
  }: { db: Db; config: Config; firstMs?: number; everyMs?: number },
) => {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const pass = () => {
    running = housekeep(db, config)
      .then((removed) => {
        if (removed && Object.values(removed).some((n) => n > 0)) app.log.info({ removed }, 'housekeeping');
      })
      .catch((error) => app.log.error({ err: error }, 'housekeeping failed'));
  };
  app.addHook('onReady', async () => {
    timer = setTimeout(function again() {
      pass();
      timer = setTimeout(again, everyMs).unref();
    }, firstMs).unref();
  });
  app.addHook('onClose', async () => {
    clearTimeout(timer);
    await running;
  });
};
