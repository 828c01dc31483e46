export * from './messages';
export * from './amount';
export * from './transaction-form';
export * from './grid-values';
export * from './auth-forms';
export * from './account';
export * from './subcategory';
export * from './settings';
