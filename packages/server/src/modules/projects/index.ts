import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { registerProjectSummaryRoutes } from './project-summary.routes';
import { registerProjectRecordRoutes } from './projects.routes';
import { registerQuickNavigationRoutes } from './quick-navigation.routes';

export type ProjectDeps = { db: Db; config: Config };

export const registerProjectRoutes = (app: FastifyInstance, deps: ProjectDeps) => {
  registerProjectRecordRoutes(app, deps);
  registerProjectSummaryRoutes(app, deps);
  registerQuickNavigationRoutes(app, deps);
};
