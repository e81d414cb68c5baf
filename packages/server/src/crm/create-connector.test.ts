import { describe, expect, it } from 'vitest';
import { parseConfig } from '../config';
import type { Db } from '../db/client';
import { createCrmConnector } from './create-connector';

const db = {} as Db;

describe('createCrmConnector', () => {
  it('uses the built-in directory by default and eTapestry when configured', () => {
    expect(createCrmConnector(parseConfig({}), db).kind).toBe('directory');
    const etapestry = parseConfig({
      CRM_CONNECTOR: 'etapestry',
      ETAPESTRY_DATABASE_ID: 'db',
      ETAPESTRY_API_KEY: 'key',
    });
    expect(createCrmConnector(etapestry, db).kind).toBe('etapestry');
  });
});
