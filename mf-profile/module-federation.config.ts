import { REMOTES } from '@buget/build-tools';

export const federation = {
  federationName: REMOTES['mf-profile'].federationName,
  devPort: REMOTES['mf-profile'].devPort,
  exposes: { './parcel': './src/parcel.tsx' },
};
