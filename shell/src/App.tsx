import { BrowserRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@buget/shared-domain/data';
import { RecoveringErrorBoundary } from '@buget/shared-ui/errors';
import { ToastHost } from '@buget/shared-ui/toasts';
import { AppRoutes } from './routes/router';

/**
 * The top-level error boundary covers the whole router: the sign-in door, the frame and any
 * error that escapes AuthRoot's boundary (a retry renders the router again, which heals a
 * passing failure and otherwise ends in 'Reîncarcă pagina'). The toast host sits outside it,
 * so the recovery toast shows even when everything inside has failed.
 */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RecoveringErrorBoundary>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </RecoveringErrorBoundary>
      <ToastHost />
    </QueryClientProvider>
  );
}
