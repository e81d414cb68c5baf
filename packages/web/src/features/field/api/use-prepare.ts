import { useState } from 'react';
import { isNetworkFailure } from '../../../lib/network-status';
import { fieldDb } from '../store/field-store';
import { askPersistentStorage, prepareProperty } from './prepare-property';

export type PrepareResult =
  | { propertyId: number; bytes: number; persistent: boolean | null }
  | { error: string };

/** Why a property was not prepared, in words: a request that got no answer is the network, never 'Failed to fetch'. */
const notPreparedText = (propertyId: number, error: unknown) =>
  `Property ${propertyId} was not prepared: ${
    isNetworkFailure(error)
      ? 'the server could not be reached. Try again where you have a network.'
      : error instanceof Error
        ? error.message
        : String(error)
  }`;

/** Prepare offline, with what it stored and the browser's answer to keeping it. */
export const usePrepare = () => {
  const [busy, setBusy] = useState<number[]>([]);
  const [result, setResult] = useState<PrepareResult | null>(null);
  const prepare = async (propertyIds: readonly number[]) => {
    setBusy((current) => [...current, ...propertyIds]);
    let propertyId = propertyIds[0];
    try {
      let bytes = 0;
      for (propertyId of propertyIds) bytes += await prepareProperty(fieldDb, propertyId);
      const persistent = await askPersistentStorage();
      setResult({ propertyId: propertyIds[0], bytes, persistent });
    } catch (error) {
      setResult({ error: notPreparedText(propertyId, error) });
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
