export * from './global-date-store';
export * from './layout-store';
export * from './navigation-state-store';
export * from './page-shortcuts-store';
export * from './toast-queue';
export * from './toast-schema';
export * from './toast-store';
export * from './use-buget-mutation';
