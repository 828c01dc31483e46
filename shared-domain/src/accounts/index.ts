export * from './account-view';
export * from './account-writes';
export * from './use-accounts';
export * from './starting-balances';
