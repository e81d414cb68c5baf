import { type ImportKind, importKindInfo, importKinds } from './import-kinds';

/** A name as compared: case, spacing, accents and punctuation ignored ("Conservation  easement" = "conservation easement"). */
export const matchKey = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** The sheet's kind by its name ("Properties", "properties 2024" → properties), or null. */
export const kindOfSheet = (sheetName: string): ImportKind | null => {
  const key = matchKey(sheetName);
  const names = (kind: ImportKind) =>
    [importKindInfo[kind].label, ...(importKindInfo[kind].sheetAliases ?? [])].map(matchKey);
  // Longest names first: "Instrument Properties" before "Properties".
  const candidates = importKinds
    .flatMap((kind) => names(kind).map((name) => ({ kind, name })))
    .sort((a, b) => b.name.length - a.name.length);
  return (
    candidates.find((c) => key === c.name)?.kind ??
    candidates.find((c) => key.startsWith(c.name) || key.endsWith(c.name))?.kind ??
    null
  );
};

/**
 * Each header's field of `kind` by name (the template's label or a usual alias), or '' when none
 * matches; a field is given to its first matching header only.
 */
export const matchColumns = (kind: ImportKind, headers: readonly string[]): Record<string, string> => {
  const fields = importKindInfo[kind].fields;
  const taken = new Set<string>();
  const byLabel = (key: string) => fields.find((f) => matchKey(f.label) === key);
  const byAlias = (key: string) => fields.find((f) => (f.aliases ?? []).some((a) => matchKey(a) === key));
  const columns: Record<string, string> = {};
  // Labels win over aliases: "Name" is the alias of Project Name only when no header says so.
  for (const pass of [byLabel, byAlias])
    for (const header of headers) {
      if (columns[header]) continue;
      const field = pass(matchKey(header));
      columns[header] = field && !taken.has(field.key) ? field.key : '';
      if (field && !taken.has(field.key)) taken.add(field.key);
    }
  return columns;
};

/** Edit distance, in O(a × b) with two rows; names here are short (at most 100 characters are compared). */
const distance = (a: string, b: string): number => {
  const x = a.slice(0, 100);
  const y = b.slice(0, 100);
  let previous = Array.from({ length: y.length + 1 }, (_, i) => i);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    for (let j = 1; j <= y.length; j++)
      current[j] = Math.min(
        previous[j] + 1,
        current[j - 1] + 1,
        previous[j - 1] + (x[i - 1] === y[j - 1] ? 0 : 1),
      );
    previous = current;
  }
  return previous[y.length];
};

/**
 * The names closest to an unknown value ("Conservaton Easement" → "Conservation Easement"), at most
 * three, within a third of the value's length of edits, or containing it.
 */
export const nearestNames = (value: string, names: readonly string[], limit = 3): string[] => {
  const key = matchKey(value);
  if (key === '') return [];
  const scored = names
    .map((name) => {
      const other = matchKey(name);
      const d = distance(key, other);
      const contains = other.includes(key) || key.includes(other);
      return { name, score: contains ? Math.min(d, 1) : d };
    })
    .filter((s) => s.score <= Math.max(2, Math.ceil(key.length / 3)))
    .sort((a, b) => a.score - b.score || a.name.localeCompare(b.name));
  return scored.slice(0, limit).map((s) => s.name);
};
