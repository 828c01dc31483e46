export * from './create-recurring-series';
