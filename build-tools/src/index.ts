export { createAppConfig, createRemoteConfig, type AppConfigOptions } from './app-config';
export { SHARED_SINGLETONS, sharedSingletons } from './shared';
export { REMOTES, type RemoteName } from './remotes';
export {
  configJsonDevServer,
  harnessDevServer,
  remoteManifestUrls,
  supabaseFromEnv,
  type RuntimeConfigJson,
} from './runtime-config';
