export * from './available-balance';
export * from './available';
