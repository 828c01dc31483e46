import { createRemoteParcel } from '@buget/shared-ui';
import { App } from './App';

export const { bootstrap, mount, unmount } = createRemoteParcel(App);
export const parcel = { bootstrap, mount, unmount };
