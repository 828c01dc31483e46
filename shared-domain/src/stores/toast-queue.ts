import { TOAST } from '@buget/shared-domain/constants';
import { classifyError, errorToastPresentation } from '@buget/shared-domain/rules';
import { toastSchema, type Toast, type ToastInput } from './toast-schema';

/** A toast in the queue remembers when it was shown, so dismissal needs only `now`. */
export type QueuedToast = Toast & { createdAt: number };

export type ToastQueueAction =
  | { type: 'add'; toast: ToastInput; now: number }
  | { type: 'dismiss'; id: string }
  | { type: 'clear' }
  | { type: 'tick'; now: number };

const isExpired = (toast: QueuedToast, now: number): boolean => !toast.persistent && now - toast.createdAt >= toast.duration;

/**
 * The toast stack: newest first, at most 5 (the oldest drop off), a re-used id replaces its
 * toast; 'tick' removes the non-persistent toasts whose duration has passed.
 */
export const toastQueueReducer = (queue: readonly QueuedToast[], action: ToastQueueAction): QueuedToast[] => {
  switch (action.type) {
    case 'add': {
      const toast: QueuedToast = { ...toastSchema.parse(action.toast), createdAt: action.now };
      return [toast, ...queue.filter((t) => t.id !== toast.id)].slice(0, TOAST.maxVisible);
    }
    case 'dismiss':
      return queue.filter((t) => t.id !== action.id);
    case 'clear':
      return [];
    case 'tick':
      return queue.filter((t) => !isExpired(t, action.now));
  }
};

/** When the next toast expires, for one timer instead of one per toast; null if none will. */
export const nextToastExpiry = (queue: readonly QueuedToast[]): number | null => {
  const times = queue.filter((t) => !t.persistent).map((t) => t.createdAt + t.duration);
  return times.length ? Math.min(...times) : null;
};

/** An error toast from anything thrown: classified, prefixed and timed by severity. */
export const errorToastFrom = (error: unknown, id: string, userMessage?: string): ToastInput => {
  const classified = classifyError(error);
  const { durationMs, message } = errorToastPresentation(classified.severity, userMessage ?? classified.message);
  return { id, variant: 'error', message, duration: durationMs, persistent: false };
};
