export * from './calendar';
export * from './daily';
export * from './daily-items';
export * from './grid-values';
export * from './plan-vs-actual';
export * from './round';
export * from './copy-plan';
export * from './month-grid';
