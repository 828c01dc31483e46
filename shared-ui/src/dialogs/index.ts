// @buget/shared-ui/dialogs: the modal and the confirmation dialog (Radix Dialog), and useChanged
// for a form dialog's `dirty` (it asks before changed fields are thrown away).
export { ConfirmDialog } from './ConfirmDialog/ConfirmDialog';
export { sameValues, useChanged } from './discard/use-changed';
export { Modal } from './Modal/Modal';
