export * from './palette';
