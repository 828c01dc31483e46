import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { AUTH_SUCCESS_MESSAGES, POST_LOGIN_ROUTE, ROUTES } from '@buget/shared-domain/rules';
import { authCallbackUrl, canSubmitLogin, EMAIL_CONFIRMATION_TEXTS, resendConfirmation, useAuthStore } from '@buget/shared-domain/auth';
import { toast } from '@buget/shared-domain/stores';
import { Alert, Button, TextField } from '@buget/shared-ui/components';
import { setPostSignInDestination } from './auth-redirect';
import { AuthCard } from './AuthCard';
import { AUTH_FIELD_LABELS, EmailField } from './auth-fields';
import { ProviderSection } from './ProviderButton';

export const LOGIN_TEXTS = {
  title: 'Autentificare',
  subtitle: 'Intră în contul tău Buget.',
  submit: 'Autentificare',
  submitting: 'Se autentifică...',
  divider: 'sau',
  provider: 'Continuă cu Google',
  providerNote: 'Dacă nu ai încă un cont, acesta se creează automat la prima autentificare cu Google.',
  forgotPassword: 'Ai uitat parola?',
  noAccount: 'Nu ai cont?',
  toRegister: 'Înregistrează-te',
} as const;

type Notice = { variant: 'error' | 'success'; text: string };

type UnconfirmedProps = { email: string; onNotice: (notice: Notice) => void };

/** The refusal of an unconfirmed address, and the button that asks for a new confirmation e-mail. */
function UnconfirmedNotice({ email, onNotice }: UnconfirmedProps) {
  const [sending, setSending] = useState(false);
  const resend = async () => {
    setSending(true);
    const error = await resendConfirmation(email, authCallbackUrl());
    setSending(false);
    // Said in the form, where the button is (announced there: an alert, or a status).
    onNotice(error ? { variant: 'error', text: error } : { variant: 'success', text: EMAIL_CONFIRMATION_TEXTS.resent(email.trim()) });
  };
  return (
    <Alert variant="warning" className="auth-unconfirmed">
      <p className="auth-unconfirmed__text">{EMAIL_CONFIRMATION_TEXTS.notConfirmed}</p>
      <Button type="button" variant="secondary" size="sm" loading={sending} disabled={sending} onClick={() => void resend()}>
        {sending ? EMAIL_CONFIRMATION_TEXTS.resending : EMAIL_CONFIRMATION_TEXTS.resend}
      </Button>
    </Alert>
  );
}

/**
 * /login: e-mail and password (submit disabled until valid), or the third-party sign-in. An
 * address not confirmed yet gets the Romanian refusal and "Retrimite e-mailul de confirmare".
 */
export function LoginPage() {
  const login = useAuthStore((state) => state.login);
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The address whose sign-in was refused as unconfirmed, and what asking for a new e-mail answered.
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  // The allow-list is the server's to enforce at sign-in (its refusal is shown as the spec's text).
  const canSubmit = canSubmitLogin({ email, password }, true) && !busy;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    setBusy(true);
    setError(null);
    setUnconfirmed(null);
    setNotice(null);
    setPostSignInDestination(POST_LOGIN_ROUTE);
    const result = await login(email, password);
    setBusy(false);
    if (result.error) {
      setPostSignInDestination(null);
      // Not confirmed yet is a state with its own action, said in the form (a warning), not an error toast.
      if (result.unconfirmed) {
        setUnconfirmed(email);
        return;
      }
      setError(result.error);
      toast.error(new Error(result.error), result.error);
      return;
    }
    toast.success(AUTH_SUCCESS_MESSAGES.login);
    void navigate(POST_LOGIN_ROUTE, { replace: true });
  };

  return (
    <AuthCard
      title={LOGIN_TEXTS.title}
      subtitle={LOGIN_TEXTS.subtitle}
      footer={
        <>
          {LOGIN_TEXTS.noAccount} <Link to={ROUTES.register}>{LOGIN_TEXTS.toRegister}</Link>
        </>
      }
    >
      <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate aria-label={LOGIN_TEXTS.title}>
        {error ? <Alert variant="error">{error}</Alert> : null}
        {unconfirmed ? <UnconfirmedNotice email={unconfirmed} onNotice={setNotice} /> : null}
        {notice ? (
          <Alert variant={notice.variant}>
            <span data-testid="resend-notice">{notice.text}</span>
          </Alert>
        ) : null}
        <EmailField value={email} onChange={setEmail} />
        <TextField
          label={AUTH_FIELD_LABELS.password}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          revealable
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Link to={ROUTES.forgotPassword} className="auth-forgot">
          {LOGIN_TEXTS.forgotPassword}
        </Link>
        <Button type="submit" size="lg" fullWidth disabled={!canSubmit} loading={busy}>
          {busy ? LOGIN_TEXTS.submitting : LOGIN_TEXTS.submit}
        </Button>
      </form>
      <ProviderSection texts={LOGIN_TEXTS} onError={setError} />
    </AuthCard>
  );
}
