import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { AUTH_SUCCESS_MESSAGES, POST_PROVIDER_CALLBACK_ROUTE, ROUTES } from '@buget/shared-domain/rules';
import { completeAuthCallback, type CallbackOutcome } from '@buget/shared-domain/auth';
import { toast } from '@buget/shared-domain/stores';
import { Spinner } from '@buget/shared-ui/components';
import { capturedAuthRedirect, setPostSignInDestination } from './auth-redirect';
import './auth.css';

export const CALLBACK_TEXT = 'Se procesează autentificarea...';
export const EMAIL_CONFIRMED_MESSAGE = 'E-mail confirmat! Bine ai venit în Buget.';

/** One run per page load, even under StrictMode's double effects. */
let running: Promise<CallbackOutcome> | null = null;

/** /auth/callback: where the provider (and the confirmation e-mail) send the user back. */
export function AuthCallbackPage() {
  const navigate = useNavigate();
  useEffect(() => {
    let active = true;
    running ??= completeAuthCallback(capturedAuthRedirect());
    void running.then((outcome) => {
      if (!active) return;
      running = null;
      if (!outcome.ok) {
        toast.error(new Error(outcome.message), outcome.message);
        void navigate(ROUTES.login, { replace: true });
        return;
      }
      toast.success(outcome.type === 'signup' ? EMAIL_CONFIRMED_MESSAGE : AUTH_SUCCESS_MESSAGES.provider);
      setPostSignInDestination(null);
      void navigate(POST_PROVIDER_CALLBACK_ROUTE, { replace: true });
    });
    return () => {
      active = false;
    };
  }, [navigate]);
  return (
    <main className="auth-page" id="continut">
      <div className="auth-callback">
        <Spinner size="xl" label={CALLBACK_TEXT} showLabel className="auth-callback__spinner" />
      </div>
    </main>
  );
}
