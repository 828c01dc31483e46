export * from './navigation-service';
export * from './layout-store';
export * from './global-date-store';
export * from './toast-store';
