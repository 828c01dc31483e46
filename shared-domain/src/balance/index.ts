export * from './available';
export * from './daily';
export * from './plan-vs-actual';
export * from './running';
export * from './round';
