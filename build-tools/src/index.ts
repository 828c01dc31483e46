export { createAppConfig, createRemoteConfig } from './app-config';
export { createServiceWorkerConfig } from './service-worker-config';
export { REMOTES, type RemoteName } from './remotes';
export { configJsonDevServer, defaultConfigJson } from './runtime-config';
export { tokenValue, WebAppManifestPlugin, WEB_APP_COLOUR_TOKENS } from './web-app-manifest';
