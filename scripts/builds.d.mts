// The types of builds.mjs for the TypeScript that uses it (the server tests' worker slice).
export declare const bundleServer: (
  entries: readonly string[],
  outfile: string,
  options?: { splitting?: boolean },
) => Promise<unknown>;
