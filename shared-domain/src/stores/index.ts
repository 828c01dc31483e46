export * from './navigation-service';
export * from './layout-store';
