// @buget/shared-ui/errors: the recovering error boundary and its screen.
export { ErrorFallback } from './ErrorFallback';
export { RecoveringErrorBoundary } from './RecoveringErrorBoundary';
