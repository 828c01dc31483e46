import { REMOTES } from '@buget/build-tools';

export const federation = {
  federationName: REMOTES['mf-daily'].federationName,
  devPort: REMOTES['mf-daily'].devPort,
  exposes: { './parcel': './src/parcel.tsx' },
};
