export * from './apply-import';
export * from './category-rules';
export * from './csv-mapping';
export * from './import-batches';
export * from './import-candidates';
export * from './import-mappings';
export * from './undo-import';
