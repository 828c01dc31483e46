export * from './available-balance';
