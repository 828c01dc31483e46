export * from './get-categories';
