import { useState } from 'react';
import { fieldDb } from '../store/field-store';
import { askPersistentStorage, prepareProperty } from './prepare-property';

export type PrepareResult =
  | { propertyId: number; bytes: number; persistent: boolean | null }
  | { error: string };

/** Prepare offline, with what it stored and the browser's answer to keeping it. */
export const usePrepare = () => {
  const [busy, setBusy] = useState<number[]>([]);
  const [result, setResult] = useState<PrepareResult | null>(null);
  const prepare = async (propertyIds: readonly number[]) => {
    setBusy((current) => [...current, ...propertyIds]);
    try {
      let bytes = 0;
      for (const propertyId of propertyIds) bytes += await prepareProperty(fieldDb, propertyId);
      const persistent = await askPersistentStorage();
      setResult({ propertyId: propertyIds[0], bytes, persistent });
    } catch (error) {
      setResult({ error: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy((current) => current.filter((id) => !propertyIds.includes(id)));
    }
  };
  return { prepare, busy, result };
};

export const formatBytes = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
