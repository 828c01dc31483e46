export * from './toast-queue';
