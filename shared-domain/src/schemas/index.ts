export * from './account';
export * from './category';
export * from './common';
export * from './export';
export * from './recurring-rule';
export * from './settings';
export * from './transaction';
