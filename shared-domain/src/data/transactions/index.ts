export * from './list-transactions';
export * from './transaction-input';
export * from './create-transaction';
export * from './update-transaction';
export * from './delete-transaction';
export * from './update-series';
export * from './export-transactions';
