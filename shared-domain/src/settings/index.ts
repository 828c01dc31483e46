export * from './account-validation';
export * from './app-settings-store';
export * from './settings-validation';
export * from './settings';
