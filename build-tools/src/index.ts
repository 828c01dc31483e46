export { createAppConfig, createRemoteConfig } from './app-config';
export { createServiceWorkerConfig } from './service-worker-config';
export { REMOTES, type RemoteName } from './remotes';
export { configJsonDevServer, remoteManifestUrls, type RuntimeConfigJson } from './runtime-config';
