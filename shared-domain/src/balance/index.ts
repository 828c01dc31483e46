export * from './available';
export * from './plan-vs-actual';
export * from './round';
