// @buget/shared-ui/components: the light components every screen uses (no Radix). Dialogs and
// tooltips are subpaths of their own, so a screen without them does not load them.
export { Alert } from './Alert/Alert';
export { AmountField, amountReadingHint } from './AmountField/AmountField';
export { Button } from './Button/Button';
export { EmptyState } from './EmptyState/EmptyState';
export { TextField } from './Field/TextField';
export { FormField } from './FormField/FormField';
export { PasswordChecklist } from './PasswordChecklist/PasswordChecklist';
export {
  IconAlert,
  IconChevronLeft,
  IconChevronRight,
  IconClose,
  IconCopy,
  IconDaily,
  IconEdit,
  IconEye,
  IconEyeOff,
  IconGrid,
  IconLock,
  IconLogout,
  IconMenu,
  IconMore,
  IconOptions,
  IconPlus,
  IconProfile,
  IconRefresh,
  IconReports,
  IconSearch,
  IconTransactions,
  IconTrash,
  IconWallet,
} from './Icons/Icons';
export { PageHeader } from './PageHeader/PageHeader';
export { Spinner } from './Spinner/Spinner';
export { useClearedAfterSave } from './use-cleared-after-save';
export { useMediaQuery } from './use-media-query';
