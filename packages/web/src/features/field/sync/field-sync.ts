import { useSyncExternalStore } from 'react';
import { fieldDb } from '../store/field-store';
import { fieldApi } from './field-api';
import { createSyncRunner } from './sync-runner';

/** The app's one sync of the field outbox. */
export const fieldSync = createSyncRunner(fieldDb, fieldApi);

export const useSyncStatus = () => useSyncExternalStore(fieldSync.subscribe, fieldSync.status);
