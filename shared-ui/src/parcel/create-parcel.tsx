import React, { type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@buget/shared-domain/data';
import type { RemoteParcelProps } from '@buget/shared-domain/rules';
import { ErrorFallback, RecoveringErrorBoundary } from '@buget/shared-ui/errors';

/**
 * A remote's exposed `./parcel`: single-spa lifecycles around the remote's root component, in
 * its own React root, inside the one shared QueryClient and the recovering error boundary.
 */
type RemoteIdentity = {
  /** The remote's folder, e.g. 'mf-daily'. */
  name: string;
  /** The build that produced this bundle (BUGET_BUILD_ID at build time). */
  build: string;
};

export function createRemoteParcel(App: ComponentType<RemoteParcelProps>, identity: RemoteIdentity) {
  function ParcelRoot({ basePath, navigate }: RemoteParcelProps) {
    return (
      <QueryClientProvider client={queryClient}>
        <div className="bg-remote-root" data-remote={identity.name} data-build={identity.build}>
          <RecoveringErrorBoundary>
            <App basePath={basePath} navigate={navigate} />
          </RecoveringErrorBoundary>
        </div>
      </QueryClientProvider>
    );
  }
  return singleSpaReact<RemoteParcelProps>({
    React,
    ReactDOMClient,
    rootComponent: ParcelRoot,
    // Last resort only: ParcelRoot's own boundary catches render errors first.
    errorBoundary: (error) => <ErrorFallback error={error} recovering={false} retriesLeft={0} onRetry={() => {}} />,
  });
}
