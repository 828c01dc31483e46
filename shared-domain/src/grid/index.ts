export * from './month-totals';
export * from './undo';
