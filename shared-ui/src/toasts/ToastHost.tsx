import type { ToastPosition } from '@buget/shared-domain/schemas';
import { useAppSettingsStore } from '@buget/shared-domain/settings';
import { useToastStore, type QueuedToast } from '@buget/shared-domain/stores';
import { IconClose } from '@buget/shared-ui/components';
import './ToastHost.css';

export const TOAST_CLOSE_LABEL = 'Închide notificarea';
const VARIANT_TITLES = { info: 'Informație', success: 'Succes', warning: 'Atenție', error: 'Eroare' } as const;

export type ToastHostProps = {
  /** Overrides the toastPosition setting (top-right by default). */
  position?: ToastPosition;
};

function ToastItem({ toast, onDismiss }: { toast: QueuedToast; onDismiss: (id: string) => void }) {
  const urgent = toast.variant === 'error' || toast.variant === 'warning';
  return (
    <li className={`bg-toast bg-toast--${toast.variant}`} data-testid="toast" data-variant={toast.variant}>
      {/* The live region is inside the item: an <li> with another role is no list item (axe 'list'). */}
      <div className="bg-toast__body" role={urgent ? 'alert' : 'status'}>
        <p className="bg-toast__title">{toast.title ?? VARIANT_TITLES[toast.variant]}</p>
        <p className="bg-toast__message">{toast.message}</p>
        {toast.action ? (
          <button
            type="button"
            className="bg-toast__action"
            onClick={() => {
              toast.action?.handler();
              onDismiss(toast.id);
            }}
          >
            {toast.action.label}
          </button>
        ) : null}
      </div>
      <button type="button" className="bg-toast__close" aria-label={TOAST_CLOSE_LABEL} onClick={() => onDismiss(toast.id)}>
        <IconClose size={16} />
      </button>
    </li>
  );
}

/**
 * Renders the app's one toast queue (useToastStore in shared-domain): newest first, at most 5,
 * in one of six positions (the toastPosition setting). Mount once, in the shell; every remote's toasts appear here.
 */
export function ToastHost({ position }: ToastHostProps) {
  const toasts = useToastStore((state) => state.toasts);
  const dismiss = useToastStore((state) => state.dismiss);
  const saved = useAppSettingsStore((state) => state.settings.toastPosition);
  const where = position ?? saved;
  return (
    <section className={`bg-toast-host bg-toast-host--${where}`} aria-label="Notificări" data-position={where}>
      <ol className="bg-toast-host__list">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </ol>
    </section>
  );
}
