import { REMOTES } from '@buget/build-tools';

export const federation = {
  federationName: REMOTES['mf-lunar-grid'].federationName,
  devPort: REMOTES['mf-lunar-grid'].devPort,
  exposes: { './parcel': './src/parcel.tsx' },
};
