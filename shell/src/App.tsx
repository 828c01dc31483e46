import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@buget/shared-domain';
import { RecoveringErrorBoundary, ToastHost } from '@buget/shared-ui';
import { createAppRouter } from './routes/router';

/**
 * The top-level error boundary covers the whole router: the sign-in door, the frame and any
 * router-level failure (the root route rethrows those to it; a retry renders the router again,
 * which heals a passing failure and otherwise ends in 'Reîncarcă pagina'). The toast host sits outside it,
 * so the recovery toast shows even when everything inside has failed.
 */
export function App() {
  const [router] = useState(createAppRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <RecoveringErrorBoundary>
        <RouterProvider router={router} />
      </RecoveringErrorBoundary>
      <ToastHost />
    </QueryClientProvider>
  );
}
