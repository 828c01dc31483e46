// Public API of @buget/shared-ui. Design tokens are imported once by each app's entry:
// `import '@buget/shared-ui/tokens.css'`. Components bring their own CSS.
export { Button, BUTTON_SIZES, BUTTON_VARIANTS } from './components/Button/Button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './components/Button/Button';

export { Spinner, SPINNER_SIZES, DEFAULT_SPINNER_LABEL } from './components/Spinner/Spinner';
export type { SpinnerProps, SpinnerSize } from './components/Spinner/Spinner';

export { Modal, MODAL_SIZES, MODAL_CLOSE_LABEL } from './components/Modal/Modal';
export type { ModalProps, ModalSize } from './components/Modal/Modal';

export { Tooltip, TooltipProvider, TOOLTIP_SIDES } from './components/Tooltip/Tooltip';
export type { TooltipProps, TooltipProviderProps, TooltipSide } from './components/Tooltip/Tooltip';

export { EmptyState } from './components/EmptyState/EmptyState';
export type { EmptyStateProps } from './components/EmptyState/EmptyState';

export { PageHeader } from './components/PageHeader/PageHeader';
export type { PageHeaderProps } from './components/PageHeader/PageHeader';

export {
  SvgIcon,
  IconAlert,
  IconChevronLeft,
  IconChevronRight,
  IconClose,
  IconDaily,
  IconEdit,
  IconEye,
  IconEyeOff,
  IconGrid,
  IconLogout,
  IconMenu,
  IconOptions,
  IconProfile,
  IconRefresh,
  IconSearch,
  IconTransactions,
  IconTrash,
  IconWallet,
} from './components/Icons/Icons';
export type { IconProps } from './components/Icons/Icons';

export { RecoveringErrorBoundary, ErrorFallback } from './errors';
export { createRemoteParcel, mountHarness } from './remote';

export { ToastHost, TOAST_CLOSE_LABEL } from './components/Toast/ToastHost';
export type { ToastHostProps } from './components/Toast/ToastHost';

export { Alert, ALERT_VARIANTS } from './components/Alert/Alert';
export type { AlertProps, AlertVariant } from './components/Alert/Alert';

export { TextField, PASSWORD_TOGGLE_LABELS } from './components/Field/TextField';
export type { TextFieldProps } from './components/Field/TextField';

export { FormField } from './components/FormField/FormField';
export type { FormFieldProps, FormFieldControlProps } from './components/FormField/FormField';

export { useMediaQuery } from './hooks/use-media-query';

export { ConfirmDialog } from './components/ConfirmDialog/ConfirmDialog';
export type { ConfirmDialogProps } from './components/ConfirmDialog/ConfirmDialog';
