import { REMOTES } from '@buget/build-tools';

export const federation = {
  federationName: REMOTES['mf-transactions'].federationName,
  devPort: REMOTES['mf-transactions'].devPort,
  exposes: { './parcel': './src/parcel.tsx' },
};
