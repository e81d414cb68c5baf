import type { ClientConfig } from '@app/domain';

/** What GET /config.json tells the browser (the schema the server answers with, in `domain`). */
export type AppConfig = ClientConfig;

let loading: Promise<AppConfig> | undefined;

/** The configuration loads once per page (spec 1 §4); a failed load may be retried. */
export const loadConfig = (): Promise<AppConfig> => {
  loading ??= fetch('/config.json').then(async (response) => {
    if (!response.ok) throw new Error(`Configuration request failed with status ${response.status}`);
    return (await response.json()) as AppConfig;
  });
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
};

/** Fills `{name}` placeholders of a configured URL template, encoding each value. */
export const fillTemplate = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? encodeURIComponent(String(values[key])) : whole,
  );
