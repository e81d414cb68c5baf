import { openFieldDb } from './field-db';

/** The app's one field store. */
export const fieldDb = openFieldDb();
