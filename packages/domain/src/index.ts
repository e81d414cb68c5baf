export * from './errors';
export * from './ids';
export * from './lookups';
export * from './roles';
export * from './format';
