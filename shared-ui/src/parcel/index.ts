// @buget/shared-ui/parcel: a remote's exposed parcel (single-spa-react around its root).
export { createRemoteParcel } from './create-parcel';
