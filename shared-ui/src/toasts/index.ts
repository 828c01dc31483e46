// @buget/shared-ui/toasts: the host that renders the shared toast queue (one, in the shell).
export { ToastHost } from './ToastHost';
