export * from './auth-errors';
export * from './auth-forms';
export * from './auth-schema';
export * from './auth-service';
export * from './email-confirmation';
export * from './password-policy';
export * from './auth-state';
export * from './auth-store';
