// Public API of @buget/shared-domain. Every module is re-exported here; nothing is imported
// from the package's internals by path.
export * from './constants';
export * from './stores';
export * from './data';
export * from './errors';
export * from './result';
export * from './dates';
export * from './schemas';
export * from './validation';
export * from './format';
export * from './calendar';
export * from './balance';
export * from './categories';
export * from './settings';
export * from './accounts';
export * from './navigation';
export * from './palette';
export * from './toasts';
export * from './daily';
export * from './auth';
export * from './export';
export * from './connectivity';
