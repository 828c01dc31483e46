import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ROUTES } from '@buget/shared-domain/rules';
import { EMAIL_PATTERN } from '@buget/shared-domain/auth';
import { requestPasswordReset } from '@buget/shared-domain/auth-recovery';
import { Alert, Button } from '@buget/shared-ui/components';
import { AuthCard } from './AuthCard';
import { EmailField } from './auth-fields';

export const FORGOT_PASSWORD_TEXTS = {
  title: 'Ai uitat parola?',
  subtitle: 'Scrie adresa contului tău și îți trimitem un link cu care alegi o parolă nouă.',
  submit: 'Trimite linkul de resetare',
  submitting: 'Se trimite...',
  sent: 'Dacă adresa are un cont Buget, vei primi în câteva minute un e-mail cu linkul de resetare. Linkul este valabil o oră.',
  remembered: 'Ți-ai amintit parola?',
  toLogin: 'Autentifică-te',
} as const;

/**
 * /forgot-password (lazily loaded with /register): sends the recovery e-mail. The answer is the
 * same whether or not the address has an account, so the page never tells which addresses do.
 */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const canSubmit = EMAIL_PATTERN.test(email.trim()) && !busy;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    setBusy(true);
    setError(null);
    setSent(false);
    const failure = await requestPasswordReset(email, `${window.location.origin}${ROUTES.resetPassword}`);
    setBusy(false);
    if (failure) setError(failure);
    else setSent(true);
  };

  return (
    <AuthCard
      title={FORGOT_PASSWORD_TEXTS.title}
      subtitle={FORGOT_PASSWORD_TEXTS.subtitle}
      footer={
        <>
          {FORGOT_PASSWORD_TEXTS.remembered} <Link to={ROUTES.login}>{FORGOT_PASSWORD_TEXTS.toLogin}</Link>
        </>
      }
    >
      <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate aria-label={FORGOT_PASSWORD_TEXTS.title}>
        {sent ? (
          <Alert variant="success">
            <span data-testid="reset-email-sent">{FORGOT_PASSWORD_TEXTS.sent}</span>
          </Alert>
        ) : null}
        {error ? <Alert variant="error">{error}</Alert> : null}
        <EmailField value={email} onChange={setEmail} />
        <Button type="submit" size="lg" fullWidth disabled={!canSubmit} loading={busy}>
          {busy ? FORGOT_PASSWORD_TEXTS.submitting : FORGOT_PASSWORD_TEXTS.submit}
        </Button>
      </form>
    </AuthCard>
  );
}
