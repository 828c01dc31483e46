export * from './auth-service';
