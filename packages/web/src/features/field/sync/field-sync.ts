import { useSyncExternalStore } from 'react';
import { hasUsableToken, whenSignedIn } from '../../../lib/auth/signed-in';
import { fieldDb } from '../store/field-store';
import { fieldApi } from './field-api';
import { createSyncRunner } from './sync-runner';

/** The app's one sync of the field outbox. */
export const fieldSync = createSyncRunner(fieldDb, fieldApi, { hasUsableToken, whenSignedIn });

export const useSyncStatus = () => useSyncExternalStore(fieldSync.subscribe, fieldSync.status);
