export * from './user-accounts';
