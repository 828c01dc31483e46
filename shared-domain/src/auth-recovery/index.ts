export * from './password-recovery';
