import { AUTH_FORM_MESSAGES, REQUIRED_FIELD_MESSAGE } from '@buget/shared-domain/rules';
import { toast } from '@buget/shared-domain/stores';
import { changePassword, PROFILE_MESSAGES, sendReauthenticationCode, useProfileUser, type PasswordField } from '@buget/shared-domain/profile';
import { getPasswordPolicy, passwordChecks } from '@buget/shared-domain/auth';
import { Alert, Button, PasswordChecklist, TextField } from '@buget/shared-ui/components';
import { useEffect, useRef, useState, type FormEvent } from 'react';

type Field = PasswordField | 'confirmation';
type FieldErrors = Partial<Record<Field, string>>;
const FIELD_ORDER: readonly Field[] = ['current', 'password', 'confirmation', 'code'];

/**
 * A new password, asked for with more than the session (issue 24 point 4): the current password
 * (the server requires it, so a stolen access token alone cannot change it; an account made by
 * Google sign-in has none to give), and, when the server asks for it (a session older than a day,
 * secure_password_change), the code it e-mails. Each refusal shows under its field, which gets the
 * focus; the server holds the policy and ends the user's other sessions.
 */
export function PasswordForm() {
  const user = useProfileUser();
  const email = user.data?.email ?? '';
  const [serverAskedCurrent, setServerAskedCurrent] = useState(false);
  const askCurrent = (user.data?.hasPassword ?? true) || serverAskedCurrent;
  const [values, setValues] = useState<Record<Field, string>>({ current: '', password: '', confirmation: '', code: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [codeNotice, setCodeNotice] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [sending, setSending] = useState(false);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  // The field to focus once the render that shows it is committed (the code field may be new):
  // an object, so asking for the same field again focuses it again.
  const [focusTarget, setFocusTarget] = useState<{ field: Field } | null>(null);
  useEffect(() => {
    if (focusTarget) inputs.current[focusTarget.field]?.focus();
  }, [focusTarget]);

  const set = (field: Field) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }));
  // The focus goes to the first field in error.
  const showErrors = (next: FieldErrors) => {
    setErrors(next);
    const first = FIELD_ORDER.find((field) => next[field]);
    if (first) setFocusTarget({ field: first });
  };

  const requestCode = async (again: boolean) => {
    setSending(true);
    const failure = await sendReauthenticationCode();
    setSending(false);
    if (failure) return setFormError(failure);
    setFormError(null);
    setValues((v) => ({ ...v, code: '' }));
    setCodeNotice(again ? PROFILE_MESSAGES.codeResent(email) : PROFILE_MESSAGES.codeSent(email));
    showErrors({});
    setFocusTarget({ field: 'code' });
  };

  const check = (): FieldErrors => {
    const found: FieldErrors = {};
    if (askCurrent && !values.current) found.current = PROFILE_MESSAGES.currentPasswordMissing;
    if (!values.password) found.password = REQUIRED_FIELD_MESSAGE;
    if (!values.confirmation) found.confirmation = REQUIRED_FIELD_MESSAGE;
    else if (values.password && values.password !== values.confirmation) found.confirmation = AUTH_FORM_MESSAGES.passwordsMismatch;
    if (codeNotice && !values.code.trim()) found.code = PROFILE_MESSAGES.codeMissing;
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found = check();
    if (Object.keys(found).length > 0) return showErrors(found);
    showErrors({});
    setSaving(true);
    const outcome = await changePassword({ password: values.password, currentPassword: askCurrent ? values.current : '', code: codeNotice ? values.code : '' });
    setSaving(false);
    if (outcome.kind === 'changed') {
      setValues({ current: '', password: '', confirmation: '', code: '' });
      setCodeNotice(null);
      toast.success(PROFILE_MESSAGES.passwordChanged);
      return;
    }
    if (outcome.kind === 'code-needed') return requestCode(false);
    if (outcome.codeSpent) {
      // The server used the code up: the next try asks for a new one.
      setCodeNotice(null);
      setValues((v) => ({ ...v, code: '' }));
    }
    if (outcome.field === 'current') setServerAskedCurrent(true);
    if (outcome.field) showErrors({ [outcome.field]: outcome.message });
    else setFormError(outcome.message);
  };

  const field = (name: Field) => ({
    value: values[name],
    onChange: set(name),
    error: errors[name],
    ref: (element: HTMLInputElement | null) => {
      inputs.current[name] = element;
    },
  });

  return (
    <section className="pf-card" aria-labelledby="pf-password-title">
      <h2 id="pf-password-title" className="pf-card__title">Schimbă parola</h2>
      <p className="pf-card__text">
        {askCurrent
          ? 'Îți cerem parola actuală, ca nimeni altcineva să nu o poată schimba din sesiunea ta. După schimbare, celelalte dispozitive trebuie să se autentifice din nou.'
          : 'Contul tău nu are încă o parolă: te autentifici cu Google. Poți alege una aici; apoi te poți autentifica și cu e-mailul și parola.'}
      </p>
      <form className="pf-form" noValidate aria-labelledby="pf-password-title" onSubmit={(event) => void submit(event)}>
        {askCurrent ? (
          <TextField label="Parola actuală" type="password" name="current-password" autoComplete="current-password" revealable {...field('current')} />
        ) : null}
        <TextField
          label="Parola nouă"
          type="password"
          name="new-password"
          autoComplete="new-password"
          revealable
          hint={<PasswordChecklist items={passwordChecks(getPasswordPolicy(), values.password)} />}
          {...field('password')}
        />
        <TextField label="Confirmă parola nouă" type="password" name="confirm-password" autoComplete="new-password" revealable {...field('confirmation')} />
        {codeNotice ? (
          <div className="pf-code">
            <Alert variant="info">{codeNotice}</Alert>
            <TextField
              label="Codul din e-mail"
              name="one-time-code"
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={6}
              hint="6 cifre, valabil o oră."
              {...field('code')}
            />
            <div className="pf-card__actions">
              <Button variant="secondary" size="sm" loading={sending} onClick={() => void requestCode(true)}>Trimite alt cod</Button>
            </div>
          </div>
        ) : null}
        {formError ? <Alert variant="error">{formError}</Alert> : null}
        <div className="pf-card__actions">
          <Button type="submit" loading={saving || (sending && !codeNotice)}>Schimbă parola</Button>
        </div>
      </form>
    </section>
  );
}
