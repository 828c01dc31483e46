export * from './catalogue';
export * from './category-errors';
export * from './category-usage';
export * from './category-writes';
export * from './get-categories';
export * from './operations';
export * from './subcategory';
export * from './subcategory-writes';
