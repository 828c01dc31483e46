export * from './layout-store';
export * from './global-date-store';
export * from './toast-store';
export * from './auth-store';
export * from './navigation-state-store';
export * from './toast-settings-store';
export * from './app-settings-store';
