import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { registerInstrumentTagRoutes } from './instrument-tags.routes';
import { registerInstrumentRecordRoutes } from './instruments.routes';

export const registerInstrumentRoutes = (app: FastifyInstance, deps: { db: Db }) => {
  registerInstrumentRecordRoutes(app, deps);
  registerInstrumentTagRoutes(app, deps);
};
