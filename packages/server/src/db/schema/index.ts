export * from './core';
export * from './lookups';
