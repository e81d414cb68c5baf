import type * as Library from 'oidc-provider';

export type OidcLibrary = typeof Library;

/** What oidc-provider prints when it is loaded on Node before 22 (wrapped in colour codes on a terminal). */
const runtimeWarning =
  'oidc-provider WARNING: Unsupported runtime. Use Node.js v22.x LTS, or a later LTS release.';

/** Node 20.19 or a later 20: what the README promises and CI runs, where the library works as on 22. */
const isSupportedNode20 = (version: string) => {
  const [major, minor] = version.split('.').map(Number);
  return major === 20 && minor >= 19;
};

/**
 * Runs `load` with console.warn holding back the library's runtime warning, and nothing else, on the
 * Node 20 we support: printed first on every start, it told the operator to change a runtime that works.
 * Anywhere else (Node 21, 23, an older 20) the warning is printed as the library means it.
 */
export const withoutRuntimeWarning = async <T>(load: () => Promise<T>, version = process.versions.node) => {
  if (!isSupportedNode20(version)) return load();
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (args.length === 1 && typeof args[0] === 'string' && args[0].includes(runtimeWarning)) return;
    warn(...args);
  };
  try {
    return await load();
  } finally {
    console.warn = warn;
  }
};

let loading: Promise<OidcLibrary> | undefined;

/** oidc-provider, loaded once, by the first app that hosts the built-in provider. */
export const loadOidcLibrary = () => {
  loading ??= withoutRuntimeWarning(() => import('oidc-provider'));
  return loading;
};
