export const federation = {
  federationName: 'shell',
  devPort: 3000,
  runtimePlugins: ['./src/runtime-plugins/retry.ts', './src/runtime-plugins/early-entry.ts'],
};
