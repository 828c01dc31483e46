export * from './auth-state';
