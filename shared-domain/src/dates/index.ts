export * from './iso-date';
