import type { ImportMapping } from '@app/domain';

const key = 'import-mapping';
/** Sheets whose mapping is remembered: the latest ones, so the query that carries them stays short. */
const rememberedSheets = 12;

/** The column and value mappings last used, by sheet name: the next file with those sheets starts from them. */
export const rememberedMapping = (): ImportMapping => {
  try {
    const saved = JSON.parse(localStorage.getItem(key) ?? '{}') as unknown;
    return saved && typeof saved === 'object' ? (saved as ImportMapping) : {};
  } catch {
    return {};
  }
};

export const rememberMapping = (mapping: ImportMapping) => {
  const merged = { ...rememberedMapping(), ...mapping };
  const latest = Object.entries(merged).slice(-rememberedSheets);
  try {
    localStorage.setItem(key, JSON.stringify(Object.fromEntries(latest)));
  } catch {
    // A full or blocked storage only means the mapping is chosen again next time.
  }
};
