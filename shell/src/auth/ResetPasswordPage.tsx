import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { AUTH_FORM_MESSAGES, POST_PROVIDER_CALLBACK_ROUTE, ROUTES } from '@buget/shared-domain/rules';
import { getPasswordPolicy, passwordChecks, useAuthStore } from '@buget/shared-domain/auth';
import { PASSWORD_RECOVERY_MESSAGES, setNewPassword } from '@buget/shared-domain/auth-recovery';
import { toast } from '@buget/shared-domain/stores';
import { Alert, Button, PasswordChecklist, TextField } from '@buget/shared-ui/components';
import { capturedAuthRedirect } from './auth-redirect';
import { AuthCard } from './AuthCard';
import { AuthLoading } from './guards';
import { useAuthStatus } from './use-auth-status';

export const RESET_PASSWORD_TEXTS = {
  title: 'Alege o parolă nouă',
  subtitle: 'Pentru contul',
  password: 'Parolă nouă',
  confirm: 'Confirmă parola nouă',
  submit: 'Salvează parola',
  submitting: 'Se salvează...',
  saved: 'Parola a fost schimbată. Bine ai revenit!',
  expiredTitle: 'Link expirat',
  askAgain: 'Cere un link nou',
  toLogin: 'Înapoi la autentificare',
} as const;

function ExpiredLink() {
  return (
    <AuthCard
      title={RESET_PASSWORD_TEXTS.expiredTitle}
      footer={<Link to={ROUTES.login}>{RESET_PASSWORD_TEXTS.toLogin}</Link>}
    >
      <p className="auth-required" role="alert" data-testid="reset-link-expired">
        {PASSWORD_RECOVERY_MESSAGES.linkExpired}
      </p>
      <Link to={ROUTES.forgotPassword} className="auth-link-button">
        {RESET_PASSWORD_TEXTS.askAgain}
      </Link>
    </AuthCard>
  );
}

/**
 * /reset-password: where the recovery e-mail's link lands, signed in by the link (type=recovery).
 * The new password follows the server's policy, shown as a live checklist; once saved, the user stays
 * signed in and goes to the app, as after any sign-in. A used or expired link, or a visit without
 * one, offers a new link instead.
 */
export function ResetPasswordPage() {
  const status = useAuthStatus();
  const email = useAuthStore((state) => state.user?.email ?? '');
  const navigate = useNavigate();
  const [fromLink] = useState(() => {
    const redirect = capturedAuthRedirect();
    return redirect.type === 'recovery' && !redirect.error;
  });
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const mismatch = confirm.length > 0 && password !== confirm;
  const canSubmit = password.length > 0 && confirm.length > 0 && !busy;

  if (!fromLink) return <ExpiredLink />;
  if (status === 'loading') return <AuthLoading />;
  if (status === 'signedOut') return <ExpiredLink />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    if (password !== confirm) {
      setError(AUTH_FORM_MESSAGES.passwordsMismatch);
      return;
    }
    setBusy(true);
    setError(null);
    const failure = await setNewPassword(password);
    setBusy(false);
    if (failure) {
      setError(failure);
      return;
    }
    toast.success(RESET_PASSWORD_TEXTS.saved);
    void navigate(POST_PROVIDER_CALLBACK_ROUTE, { replace: true });
  };

  return (
    <AuthCard
      title={RESET_PASSWORD_TEXTS.title}
      subtitle={
        <>
          {RESET_PASSWORD_TEXTS.subtitle} <strong data-testid="reset-email">{email}</strong>
        </>
      }
    >
      <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate aria-label={RESET_PASSWORD_TEXTS.title}>
        {error ? (
          <Alert variant="error">
            <span data-testid="reset-error">{error}</span>
          </Alert>
        ) : null}
        <TextField
          label={RESET_PASSWORD_TEXTS.password}
          type="password"
          name="new-password"
          autoComplete="new-password"
          required
          revealable
          hint={<PasswordChecklist items={passwordChecks(getPasswordPolicy(), password)} />}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <TextField
          label={RESET_PASSWORD_TEXTS.confirm}
          type="password"
          name="confirm-new-password"
          autoComplete="new-password"
          required
          revealable
          error={mismatch ? AUTH_FORM_MESSAGES.passwordsMismatch : undefined}
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
        />
        <Button type="submit" size="lg" fullWidth disabled={!canSubmit} loading={busy}>
          {busy ? RESET_PASSWORD_TEXTS.submitting : RESET_PASSWORD_TEXTS.submit}
        </Button>
      </form>
    </AuthCard>
  );
}
