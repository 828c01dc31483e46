export * from './catalogue';
export * from './get-categories';
export * from './operations';
export * from './subcategory';
