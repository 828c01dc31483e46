import { REMOTES } from '@buget/build-tools';

export const federation = {
  federationName: REMOTES['mf-options'].federationName,
  devPort: REMOTES['mf-options'].devPort,
  exposes: { './parcel': './src/parcel.tsx' },
};
