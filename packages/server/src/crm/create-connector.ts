import type { Config } from '../config';
import type { Db } from '../db/client';
import type { CrmConnector } from './crm-connector';
import { createDirectoryConnector } from './directory-connector';
import { createEtapestryConnector } from './etapestry-connector';

/** The CRM the configuration names (CRM_CONNECTOR): the built-in directory by default, or eTapestry. */
export const createCrmConnector = (config: Pick<Config, 'crm'>, db: Db): CrmConnector =>
  config.crm.connector === 'etapestry'
    ? createEtapestryConnector(config.crm.etapestry)
    : createDirectoryConnector(db);
