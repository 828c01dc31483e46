export { RecoveringErrorBoundary } from './RecoveringErrorBoundary';
