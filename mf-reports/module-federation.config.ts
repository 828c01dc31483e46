import { REMOTES } from '@buget/build-tools';

export const federation = {
  federationName: REMOTES['mf-reports'].federationName,
  devPort: REMOTES['mf-reports'].devPort,
  exposes: { './parcel': './src/parcel.tsx' },
};
