import { useEffect, useLayoutEffect, useState } from 'react';
import { Spinner } from '@buget/shared-ui/components';

type PageLoaderProps = {
  /** Milliseconds the spinner waits before it shows; the box keeps its place meanwhile. */
  delayMs?: number;
  /** Told when the spinner is on screen (performance.now()), to keep it there long enough. */
  onShown?: (at: number) => void;
};

export function PageLoader({ delayMs = 0, onShown }: PageLoaderProps) {
  const [visible, setVisible] = useState(delayMs <= 0);
  useEffect(() => {
    if (visible) return undefined;
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [visible, delayMs]);
  useLayoutEffect(() => {
    if (visible) onShown?.(performance.now());
  }, [visible, onShown]);
  return (
    <div className="shell-page-loader" aria-busy="true">
      {visible ? <Spinner size="lg" label="Se încarcă pagina..." showLabel /> : null}
    </div>
  );
}
