export * from './category-rules';
