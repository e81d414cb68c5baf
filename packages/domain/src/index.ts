export * from './errors';
export * from './format';
export * from './ids';
export * from './lookups';
export * from './messages';
export * from './orderings';
export * from './roles';
export * from './validators';
