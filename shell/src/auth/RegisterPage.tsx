import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { AUTH_FORM_MESSAGES, AUTH_SUCCESS_MESSAGES, ROUTES } from '@buget/shared-domain/rules';
import { authCallbackUrl, canSubmitRegister, getPasswordPolicy, passwordChecks, useAuthStore, validateRegisterSubmit } from '@buget/shared-domain/auth';
import { REGISTER_SUCCESS_NOTICE_MS } from '@buget/shared-domain/constants';
import { toast } from '@buget/shared-domain/stores';
import { Alert, Button, PasswordChecklist, TextField } from '@buget/shared-ui/components';
import { AuthCard } from './AuthCard';
import { AUTH_FIELD_LABELS, EmailField } from './auth-fields';
import { ProviderSection } from './ProviderButton';
import { useEmailApproval, type EmailApproval } from './use-email-approval';

export const REGISTER_TEXTS = {
  title: 'Creează un cont',
  badge: 'Beta',
  notice:
    'Buget este în testare beta închisă: doar adresele de e-mail aprobate pot crea un cont. Dacă vrei acces, contactează administratorul.',
  confirm: 'Confirmă parola',
  submit: 'Creează cont',
  submitting: 'Se creează contul...',
  divider: 'sau',
  provider: 'Înregistrează-te cu Google',
  providerNote: 'Contul se creează automat la prima autentificare cu Google.',
  haveAccount: 'Ai deja cont?',
  toLogin: 'Autentifică-te',
  approval: {
    checking: 'Se verifică adresa...',
    approved: 'Adresa este aprobată pentru beta.',
    refused: 'Adresa nu este pe lista aprobată pentru beta.',
    unknown: 'Nu am putut verifica adresa acum.',
  },
} as const;

function ApprovalHint({ approval }: { approval: EmailApproval }) {
  if (approval === 'idle') return null;
  return (
    <span className={`auth-approval auth-approval--${approval}`} data-testid="email-approval" data-state={approval}>
      {REGISTER_TEXTS.approval[approval]}
    </span>
  );
}

/**
 * /register: beta badge and notice, the live allow-list hint, password with the server's rule as a
 * live checklist, the confirmation; the rule is checked again before the server is called.
 */
export function RegisterPage() {
  const register = useAuthStore((state) => state.register);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const approval = useEmailApproval(email);
  const approved = approval === 'approved';
  const form = { email, password, confirmPassword };
  const mismatch = confirmPassword.length > 0 && password !== confirmPassword;
  const canSubmit = canSubmitRegister(form, approved) && !busy;

  useEffect(() => {
    if (!success) return undefined;
    const timer = setTimeout(() => setSuccess(null), REGISTER_SUCCESS_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [success]);

  const fail = (message: string) => {
    setError(message);
    toast.error(new Error(message), message);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateRegisterSubmit(form, approved);
    if (!checked.ok) return fail(checked.error);
    setBusy(true);
    setError(null);
    const result = await register(email, password, authCallbackUrl());
    setBusy(false);
    if (result.error) return fail(result.error);
    setEmail('');
    setPassword('');
    setConfirmPassword('');
    setSuccess(AUTH_SUCCESS_MESSAGES.register);
    toast.success(AUTH_SUCCESS_MESSAGES.register);
  };

  return (
    <AuthCard
      title={REGISTER_TEXTS.title}
      badge={<span className="auth-badge">{REGISTER_TEXTS.badge}</span>}
      footer={
        <>
          {REGISTER_TEXTS.haveAccount} <Link to={ROUTES.login}>{REGISTER_TEXTS.toLogin}</Link>
        </>
      }
    >
      <Alert variant="info" className="auth-beta-notice">
        {REGISTER_TEXTS.notice}
      </Alert>
      <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate aria-label={REGISTER_TEXTS.title}>
        {success ? (
          <Alert variant="success">
            <span data-testid="register-success">{success}</span>
          </Alert>
        ) : null}
        {error ? <Alert variant="error">{error}</Alert> : null}
        <EmailField value={email} onChange={setEmail} hint={<ApprovalHint approval={approval} />} />
        <TextField
          label={AUTH_FIELD_LABELS.password}
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
          label={REGISTER_TEXTS.confirm}
          type="password"
          name="confirm-password"
          autoComplete="new-password"
          required
          revealable
          error={mismatch ? AUTH_FORM_MESSAGES.passwordsMismatch : undefined}
          value={confirmPassword}
          onChange={(event) => setConfirmPassword(event.target.value)}
        />
        <Button type="submit" size="lg" fullWidth disabled={!canSubmit} loading={busy}>
          {busy ? REGISTER_TEXTS.submitting : REGISTER_TEXTS.submit}
        </Button>
      </form>
      <ProviderSection texts={REGISTER_TEXTS} onError={setError} />
    </AuthCard>
  );
}
