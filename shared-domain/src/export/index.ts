export * from './export';
