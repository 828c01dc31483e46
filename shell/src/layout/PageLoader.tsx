import { useLayoutEffect } from 'react';
import { Spinner } from '@buget/shared-ui/components';

type PageLoaderProps = {
  /** Told when the loader is on screen (performance.now()), to keep it there long enough. */
  onShown?: (at: number) => void;
};

export function PageLoader({ onShown }: PageLoaderProps) {
  useLayoutEffect(() => {
    onShown?.(performance.now());
  }, [onShown]);
  return (
    <div className="shell-page-loader">
      <Spinner size="lg" label="Se încarcă pagina..." showLabel />
    </div>
  );
}
