export * from './consistency';
