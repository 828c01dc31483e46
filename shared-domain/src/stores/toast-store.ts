import { create } from 'zustand';
import type { ToastInput } from './toast-schema';
import { errorToastFrom, nextToastExpiry, toastQueueReducer, type QueuedToast } from './toast-queue';

type ToastState = {
  toasts: QueuedToast[];
  show: (toast: Omit<ToastInput, 'id'> & { id?: string }) => string;
  dismiss: (id: string) => void;
  clear: () => void;
};

let sequence = 0;
let expiryTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * The one toast queue of the app (shared-domain is a federation singleton): any remote shows a
 * toast, the shell's toast host renders it. Expired toasts go with one timer for the queue.
 */
export const useToastStore = create<ToastState>()((set, get) => {
  const schedule = () => {
    clearTimeout(expiryTimer);
    const next = nextToastExpiry(get().toasts);
    if (next === null) return;
    expiryTimer = setTimeout(() => {
      set((state) => ({ toasts: toastQueueReducer(state.toasts, { type: 'tick', now: Date.now() }) }));
      schedule();
    }, Math.max(0, next - Date.now()));
  };
  return {
    toasts: [],
    show: (toast) => {
      sequence += 1;
      const id = toast.id ?? `toast-${sequence}`;
      set((state) => ({ toasts: toastQueueReducer(state.toasts, { type: 'add', toast: { ...toast, id }, now: Date.now() }) }));
      schedule();
      return id;
    },
    dismiss: (id) => {
      set((state) => ({ toasts: toastQueueReducer(state.toasts, { type: 'dismiss', id }) }));
      schedule();
    },
    clear: () => {
      clearTimeout(expiryTimer);
      set({ toasts: [] });
    },
  };
});

type ToastOptions = Omit<ToastInput, 'id' | 'message' | 'variant'>;

/** Shortcuts for the four variants, and for an error classified by its message (spec point 8). */
export const toast = {
  info: (message: string, options?: ToastOptions) => useToastStore.getState().show({ ...options, message, variant: 'info' }),
  success: (message: string, options?: ToastOptions) =>
    useToastStore.getState().show({ ...options, message, variant: 'success' }),
  warning: (message: string, options?: ToastOptions) =>
    useToastStore.getState().show({ ...options, message, variant: 'warning' }),
  error: (error: unknown, userMessage?: string) => {
    sequence += 1;
    return useToastStore.getState().show(errorToastFrom(error, `toast-${sequence}`, userMessage));
  },
};
