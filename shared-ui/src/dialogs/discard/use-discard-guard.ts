import { useEffect, useId, useRef, useState } from 'react';

/** The mark a dialog's history entry carries, so Back is seen as leaving the dialog. */
const HISTORY_MARK = 'bugetDialog';

const markOf = (state: unknown): unknown => (typeof state === 'object' && state !== null ? (state as Record<string, unknown>)[HISTORY_MARK] : undefined);

type DiscardGuard = {
  /** Radix's onOpenChange, guarded: a close of a changed dialog asks first. */
  onOpenChange: (open: boolean) => void;
  /** The question "Renunți la modificări?" is shown. */
  asking: boolean;
  /** The answer "Renunță": the dialog closes and its fields are dropped. */
  discard: () => void;
  /** The answer "Continuă editarea": the dialog stays as it was. */
  keepEditing: () => void;
};

/**
 * Asks before a changed dialog is closed by Escape, a click outside, ×, the browser's Back or a
 * reload; an unchanged one closes at once. Dialogs are not in the URL, so once a dialog has been
 * changed it gets a history entry of its own (same URL, marked state): Back removes that entry
 * instead of leaving the page, and the dialog asks (or closes, if the changes were undone). The
 * entry goes when the dialog closes. A reload or a closed tab gets the browser's own question
 * (beforeunload) while the dialog is changed.
 */
export function useDiscardGuard(open: boolean, dirty: boolean, onOpenChange: (open: boolean) => void): DiscardGuard {
  const [asking, setAsking] = useState(false);
  // The history entry is added the first time the open dialog is changed and kept until it closes
  // (not added and taken back as the person types and deletes); `round` adds it again after Back.
  const [armed, setArmed] = useState(false);
  const [round, setRound] = useState(0);
  const [askedByBack, setAskedByBack] = useState(false);
  if (open && dirty && !armed) setArmed(true);
  if (!open && armed) setArmed(false);
  if (!open && asking) setAsking(false);

  const mark = useId();
  const latest = useRef({ dirty, onOpenChange });
  useEffect(() => {
    latest.current = { dirty, onOpenChange };
  });

  useEffect(() => {
    if (!armed) return;
    const state: unknown = window.history.state;
    window.history.pushState({ ...(typeof state === 'object' && state !== null ? state : {}), [HISTORY_MARK]: mark }, '');
    let left = false;
    const onPop = () => {
      if (markOf(window.history.state) === mark) return;
      left = true;
      window.removeEventListener('popstate', onPop);
      if (latest.current.dirty) {
        setAskedByBack(true);
        setAsking(true);
      } else latest.current.onOpenChange(false);
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      // Closed another way (saved, Escape): the dialog's entry goes, if nothing was added after it.
      if (!left && markOf(window.history.state) === mark) window.history.back();
    };
  }, [armed, round, mark]);

  useEffect(() => {
    if (!open || !dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show their question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [open, dirty]);

  return {
    onOpenChange: (next) => {
      if (!next && dirty) setAsking(true);
      else onOpenChange(next);
    },
    asking,
    discard: () => {
      setAsking(false);
      setAskedByBack(false);
      onOpenChange(false);
    },
    keepEditing: () => {
      setAsking(false);
      if (askedByBack) {
        // Back took the dialog's history entry: it is added again, so the next Back asks too.
        setAskedByBack(false);
        setRound((r) => r + 1);
      }
    },
  };
}
