/**
 * The remotes, their federation names and dev-server ports. The shell's runtime
 * config.json maps each name to a manifest URL; these ports are only the development defaults.
 */
export const REMOTES = {
  'mf-daily': { federationName: 'mf_daily', devPort: 3001 },
  'mf-transactions': { federationName: 'mf_transactions', devPort: 3002 },
  'mf-lunar-grid': { federationName: 'mf_lunar_grid', devPort: 3003 },
  'mf-options': { federationName: 'mf_options', devPort: 3004 },
  'mf-profile': { federationName: 'mf_profile', devPort: 3005 },
  'mf-reports': { federationName: 'mf_reports', devPort: 3006 },
} as const;

export type RemoteName = keyof typeof REMOTES;
