import { REMOTES } from '@buget/build-tools';

export const federation = {
  federationName: REMOTES['mf-transactions'].federationName,
  devPort: REMOTES['mf-transactions'].devPort,
  exposes: { './parcel': './src/parcel.tsx' },
  // The statement import's parsing and matching (issue 25), off the main thread.
  workers: { 'import-worker': './src/features/import/import.worker.ts' },
};
