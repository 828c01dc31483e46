import { createRemoteParcel } from '@buget/shared-ui/parcel';
import { App } from './App';

export const { bootstrap, mount, unmount } = createRemoteParcel(App, {
  name: 'mf-reports',
  build: process.env.BUGET_BUILD_ID ?? 'local',
});
export const parcel = { bootstrap, mount, unmount };
