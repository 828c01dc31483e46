export * from './recovery';
