import { REMOTES } from '@buget/build-tools';

export const federation = {
  federationName: REMOTES['mf-daily'].federationName,
  devPort: REMOTES['mf-daily'].devPort,
  exposes: { './parcel': './src/parcel.tsx' },
  chunkGroups: {
    // The page as the shell mounts it, in one file instead of six: the parcel, the page's
    // features and the shared modules it is the first to load (planning, categories, the date
    // field, the parcel helper, the chart's wrapper). Not the harness (bootstrap.tsx), nor what the
    // page loads later (the chart's canvas and uPlot, the calendar).
    page: /mf-daily[\\/]src[\\/](App|parcel|features[\\/])|shared-domain[\\/]src[\\/](planning|categories)[\\/]|shared-ui[\\/]src[\\/](parcel[\\/]|chart[\\/](?!UPlotCanvas)|date-field[\\/](?!Calendar\.))|node_modules[\\/]single-spa-react[\\/]/,
  },
};
