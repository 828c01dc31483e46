// @buget/shared-ui/dialogs: the modal and the confirmation dialog (Radix Dialog).
export { ConfirmDialog } from './ConfirmDialog/ConfirmDialog';
export { Modal } from './Modal/Modal';
