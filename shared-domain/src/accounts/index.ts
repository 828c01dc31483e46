export * from './messages';
export * from './sync';
export * from './mapping';
export * from './defaults';
export * from './operations';
