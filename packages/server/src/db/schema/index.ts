export * from './core';
export * from './lookups';
export * from './projects';
export * from './properties';
export * from './instruments';
export * from './services';
export * from './events-reviews';
export * from './contacts';
