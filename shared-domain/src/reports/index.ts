export * from './links';
export * from './periods';
export * from './report-errors';
export * from './report-queries';
export * from './transforms';
