export * from './daily-items';
