// Public API of @buget/shared-ui. Design tokens are imported once by each app's entry:
// `import '@buget/shared-ui/tokens.css'`. Components bring their own CSS.
export { Button } from './components/Button/Button';

export { Spinner } from './components/Spinner/Spinner';

export { Modal } from './components/Modal/Modal';

export { Tooltip, TooltipProvider } from './components/Tooltip/Tooltip';

export { EmptyState } from './components/EmptyState/EmptyState';

export { PageHeader } from './components/PageHeader/PageHeader';

export {
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

export { RecoveringErrorBoundary } from './errors';
export { createRemoteParcel, mountHarness } from './remote';

export { ToastHost } from './components/Toast/ToastHost';

export { Alert } from './components/Alert/Alert';

export { TextField } from './components/Field/TextField';

export { FormField } from './components/FormField/FormField';

export { useMediaQuery } from './hooks/use-media-query';

export { ConfirmDialog } from './components/ConfirmDialog/ConfirmDialog';
