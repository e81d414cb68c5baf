// The types of build-state.mjs for the TypeScript that uses it (the server tests' template cache).
export declare const sourceHash: (root: string, paths: readonly string[]) => string;
export declare const isCurrent: (build: { stamp: string; output: string }, hash: string) => boolean;
export declare const writeStamp: (build: { stamp: string }, hash: string) => void;
