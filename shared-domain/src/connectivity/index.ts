export * from './connectivity';
