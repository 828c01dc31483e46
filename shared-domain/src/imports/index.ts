export * from './category-rules';
export * from './csv-mapping';
