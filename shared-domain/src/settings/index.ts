export * from './account-validation';
export * from './app-settings-store';
export * from './appearance';
export * from './format-date';
export * from './settings-sync';
export * from './settings-validation';
export * from './settings';
