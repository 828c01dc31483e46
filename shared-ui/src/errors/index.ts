export { RecoveringErrorBoundary } from './RecoveringErrorBoundary';
export { ErrorFallback } from './ErrorFallback';
