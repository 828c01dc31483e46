export * from './available-balance';
export * from './balance-init';
