export * from './sync';
export * from './mapping';
export * from './defaults';
