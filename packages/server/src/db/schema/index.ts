export * from './contacts';
export * from './core';
export * from './events-reviews';
export * from './instruments';
export * from './lookups';
export * from './projects';
export * from './properties';
export * from './services';
