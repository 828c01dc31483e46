import { Component, type ErrorInfo, type ReactNode } from 'react';
import {
  classifyBoundaryError,
  INITIAL_RECOVERY_STATE,
  planRecovery,
  recordAutoAttempt,
  recordManualRetry,
  type RecoveryPlan,
  type RecoveryState,
} from '@buget/shared-domain';
import { ErrorFallback } from './ErrorFallback';

type RecoveringErrorBoundaryProps = {
  children: ReactNode;
  /** Runs before the children are tried again, e.g. to clear a remote's cached failed load. */
  onRecover?: () => void | Promise<void>;
  /** When any of these change (e.g. the route), the boundary starts afresh. */
  resetKeys?: readonly unknown[];
};

type RecoveringErrorBoundaryState = {
  error: Error | null;
  plan: RecoveryPlan | null;
  recovery: RecoveryState;
};

function toError(value: unknown): Error {
  return value instanceof Error ? value : new Error(String(value));
}

/**
 * Catches a page's errors and applies the spec's recovery rule (shared-domain `planRecovery`):
 * chunk-load, hydration and hook errors retry by themselves after their delay; other errors
 * offer manual retries and a page reload.
 */
export class RecoveringErrorBoundary extends Component<RecoveringErrorBoundaryProps, RecoveringErrorBoundaryState> {
  override state: RecoveringErrorBoundaryState = { error: null, plan: null, recovery: INITIAL_RECOVERY_STATE };
  private timer: ReturnType<typeof setTimeout> | undefined;

  static getDerivedStateFromError(error: unknown): Partial<RecoveringErrorBoundaryState> {
    return { error: toError(error) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    const plan = planRecovery(this.state.recovery, error);
    this.setState({ plan });
    console.error('[Buget] page error', classifyBoundaryError(error), error, info.componentStack);
    if (plan.action === 'auto') {
      this.timer = setTimeout(() => void this.retry(recordAutoAttempt(this.state.recovery, plan.kind)), plan.delayMs);
    }
  }

  override componentDidUpdate(previous: RecoveringErrorBoundaryProps): void {
    const keys = this.props.resetKeys ?? [];
    const before = previous.resetKeys ?? [];
    if (this.state.error && keys.some((key, index) => !Object.is(key, before[index]))) {
      clearTimeout(this.timer);
      this.setState({ error: null, plan: null, recovery: INITIAL_RECOVERY_STATE });
    }
  }

  override componentWillUnmount(): void {
    clearTimeout(this.timer);
  }

  private async retry(recovery: RecoveryState): Promise<void> {
    try {
      await this.props.onRecover?.();
    } finally {
      this.setState({ error: null, plan: null, recovery });
    }
  }

  private readonly retryManually = (): void => {
    void this.retry(recordManualRetry(this.state.recovery));
  };

  override render(): ReactNode {
    const { error, plan } = this.state;
    if (!error) return this.props.children;
    return (
      <ErrorFallback
        error={error}
        recovering={plan?.action === 'auto'}
        retriesLeft={plan?.action === 'manual' ? plan.retriesLeft : 0}
        onRetry={this.retryManually}
      />
    );
  }
}
