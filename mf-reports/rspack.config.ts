import { createRemoteConfig } from '@buget/build-tools';
import { federation } from './module-federation.config';

export default createRemoteConfig(import.meta.url, federation);
