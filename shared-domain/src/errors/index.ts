export * from './recovery';
export * from './messages';
export * from './auth-errors';
export * from './classify';
