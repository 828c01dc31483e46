export * from './accounts/defaults';
export * from './accounts/mapping';
export * from './accounts/sync';
export * from './available-balance';
export * from './available';
export * from './balance-init';
export * from './user-accounts';
