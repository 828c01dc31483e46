export * from './catalogue';
export * from './operations';
