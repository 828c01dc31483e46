export { createRemoteParcel } from './create-parcel';
export { mountHarness } from './harness';
