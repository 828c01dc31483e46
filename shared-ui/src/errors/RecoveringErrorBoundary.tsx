import { Component, Suspense, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { classifyBoundaryError, INITIAL_RECOVERY_STATE, planRecovery, recordAutoAttempt, recordManualRetry, RECOVERY_TOAST_MESSAGES, type RecoveryPlan, type RecoveryState } from '@buget/shared-domain/rules';
import { errorToastFrom, useToastStore } from '@buget/shared-domain/stores';
import { ErrorFallback } from './ErrorFallback';

type RecoveringErrorBoundaryProps = {
  children: ReactNode;
  /** Runs before the children are tried again, e.g. to clear a remote's cached failed load. */
  onRecover?: () => void | Promise<void>;
  /** When any of these change (e.g. the route), the boundary starts afresh. */
  resetKeys?: readonly unknown[];
  /**
   * Shown while the children suspend (e.g. a remote page loading). The boundary owns this
   * Suspense so it knows when the children have really rendered after a retry.
   */
  loading?: ReactNode;
};

type RecoveringErrorBoundaryState = {
  error: Error | null;
  plan: RecoveryPlan | null;
  recovery: RecoveryState;
};

function toError(value: unknown): Error {
  return value instanceof Error ? value : new Error(String(value));
}

/** Mounted with the children, inside the same Suspense: its effect runs once they have rendered. */
function CommitProbe({ onCommit }: { onCommit: () => void }) {
  useEffect(() => onCommit(), [onCommit]);
  return null;
}

let boundaries = 0;

/**
 * Catches a page's errors and applies the spec's recovery rule (shared-domain `planRecovery`):
 * chunk-load, hydration and hook errors retry by themselves after their delay; other errors
 * offer manual retries and a page reload.
 *
 * It also tells the user through the app's toast queue (spec point 8): an error toast offering
 * 'Încearcă din nou' (the same retry as the screen's button), then after a retry either
 * 'Operațiunea a fost recuperată cu succes' or 'Recuperarea a eșuat'. Automatic attempts that
 * fail while more are scheduled stay quiet (the screen says 'Recuperare în curs...').
 */
export class RecoveringErrorBoundary extends Component<RecoveringErrorBoundaryProps, RecoveringErrorBoundaryState> {
  override state: RecoveringErrorBoundaryState = { error: null, plan: null, recovery: INITIAL_RECOVERY_STATE };
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** A retry is under way: the next commit of the children, or the next error, says how it went. */
  private retrying = false;
  /** One toast per boundary: a later one replaces the earlier. */
  private readonly toastId = `error-boundary-${(boundaries += 1)}`;

  static getDerivedStateFromError(error: unknown): Partial<RecoveringErrorBoundaryState> {
    return { error: toError(error) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    const plan = planRecovery(this.state.recovery, error);
    const failedRetry = this.retrying;
    this.retrying = false;
    this.setState({ plan });
    console.error('[Buget] page error', classifyBoundaryError(error), error, info.componentStack);
    if (plan.action === 'auto') {
      this.timer = setTimeout(() => void this.retry(recordAutoAttempt(this.state.recovery, plan.kind)), plan.delayMs);
    }
    this.announce(error, plan, failedRetry);
  }

  override componentDidUpdate(previous: RecoveringErrorBoundaryProps): void {
    const keys = this.props.resetKeys ?? [];
    const before = previous.resetKeys ?? [];
    if (keys.some((key, index) => !Object.is(key, before[index]))) {
      this.retrying = false;
      if (this.state.error) {
        clearTimeout(this.timer);
        this.dismissToast();
        this.setState({ error: null, plan: null, recovery: INITIAL_RECOVERY_STATE });
      }
    }
  }

  override componentWillUnmount(): void {
    clearTimeout(this.timer);
    // Its 'Încearcă din nou' would have nothing left to retry.
    if (this.state.error) this.dismissToast();
  }

  private announce(error: unknown, plan: RecoveryPlan, failedRetry: boolean): void {
    if (failedRetry && plan.action === 'auto') return;
    const canRetry = plan.action === 'auto' || plan.retriesLeft > 0;
    const base = errorToastFrom(error, this.toastId, failedRetry ? RECOVERY_TOAST_MESSAGES.failure : undefined);
    useToastStore.getState().show({
      ...base,
      ...(canRetry ? { action: { label: RECOVERY_TOAST_MESSAGES.action, handler: this.retryNow } } : {}),
    });
  }

  private dismissToast(): void {
    useToastStore.getState().dismiss(this.toastId);
  }

  private readonly childrenCommitted = (): void => {
    if (!this.retrying) return;
    this.retrying = false;
    this.dismissToast();
    useToastStore.getState().show({ id: this.toastId, variant: 'success', message: RECOVERY_TOAST_MESSAGES.success });
  };

  private async retry(recovery: RecoveryState): Promise<void> {
    clearTimeout(this.timer);
    this.retrying = true;
    try {
      await this.props.onRecover?.();
    } finally {
      this.setState({ error: null, plan: null, recovery });
    }
  }

  private readonly retryManually = (): void => {
    void this.retry(recordManualRetry(this.state.recovery));
  };

  /** The toast's action: the screen's retry, or the scheduled automatic attempt run at once. */
  private readonly retryNow = (): void => {
    const { error, plan } = this.state;
    if (!error || !plan || this.retrying) return;
    if (plan.action === 'auto') void this.retry(recordAutoAttempt(this.state.recovery, plan.kind));
    else if (plan.retriesLeft > 0) this.retryManually();
  };

  override render(): ReactNode {
    const { error, plan } = this.state;
    if (!error) {
      return (
        <Suspense fallback={this.props.loading ?? null}>
          {this.props.children}
          <CommitProbe onCommit={this.childrenCommitted} />
        </Suspense>
      );
    }
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
