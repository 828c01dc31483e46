export * from './account';
export * from './backup-schema';
export * from './export-backup';
export * from './messages';
export * from './password-change';
export * from './restore-backup';
