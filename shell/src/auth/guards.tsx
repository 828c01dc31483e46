import { Link, Navigate, Outlet, useLocation } from 'react-router-dom';
import { ERROR_MESSAGES, ROUTES } from '@buget/shared-domain/rules';
import { useAuthStore } from '@buget/shared-domain/auth';
import { Spinner } from '@buget/shared-ui/components';
import { signedInHome } from '../config/app-pages';
import { takePostSignInDestination } from './auth-redirect';
import { AuthCard } from './AuthCard';
import { useAuthStatus } from './use-auth-status';

export const AUTH_LOADING_LABEL = 'Se verifică sesiunea...';

/** The large spinner while the session is being restored. */
export function AuthLoading() {
  return (
    <div className="auth-loading">
      <Spinner size="xl" label={AUTH_LOADING_LABEL} />
    </div>
  );
}

/**
 * Pages that exist only signed out (/login, /register): a signed-in user goes into the app. While
 * the session is checked, a visitor not remembered as signed in sees the page at once (the first
 * render then matches the card index.html drew); if a session turns up, they go in as before.
 */
export function PublicOnly() {
  const status = useAuthStatus();
  const remembered = useAuthStore((state) => state.isAuthenticated);
  if (status === 'loading' && remembered) return <AuthLoading />;
  if (status === 'signedIn') return <Navigate to={takePostSignInDestination(signedInHome())} replace />;
  return <Outlet />;
}

/** Pages that say so when reached signed out, instead of silently redirecting (spec point 6). */
const NOTICE_PATHS: readonly string[] = [ROUTES.options, ROUTES.profile];

export const AUTH_REQUIRED_TEXTS = { title: 'Autentificare necesară', action: 'Mergi la autentificare' } as const;

function AuthRequired() {
  return (
    <AuthCard title={AUTH_REQUIRED_TEXTS.title}>
      <p className="auth-required" role="alert">
        {ERROR_MESSAGES.AUTENTIFICARE_NECESARA}
      </p>
      <Link to={ROUTES.login} className="auth-link-button">
        {AUTH_REQUIRED_TEXTS.action}
      </Link>
    </AuthCard>
  );
}

/** Signed-in routes need a session: /options and /profile explain, the rest go to /login. */
export function RequireAuth() {
  const status = useAuthStatus();
  const { pathname } = useLocation();
  if (status === 'loading') return <AuthLoading />;
  if (status === 'signedIn') return <Outlet />;
  if (NOTICE_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`))) return <AuthRequired />;
  return <Navigate to={ROUTES.login} replace />;
}

/** `/` and unknown paths: the first page of config.json (/daily) signed in, /login signed out. */
export function RootRedirect() {
  const status = useAuthStatus();
  if (status === 'loading') return <AuthLoading />;
  return <Navigate to={status === 'signedIn' ? signedInHome() : ROUTES.login} replace />;
}
