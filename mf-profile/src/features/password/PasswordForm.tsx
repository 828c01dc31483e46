import { AUTH_FORM_MESSAGES, REQUIRED_FIELD_MESSAGE } from '@buget/shared-domain/rules';
import { toast } from '@buget/shared-domain/stores';
import { changePassword, PROFILE_MESSAGES } from '@buget/shared-domain/profile';
import { Alert, Button, TextField } from '@buget/shared-ui/components';
import { useState, type FormEvent } from 'react';

/**
 * A new password and its confirmation. The server holds the policy (GoTrue's update-user call
 * answers weak_password) and ends the user's other sessions; this form checks only that both
 * fields are filled and equal.
 */
export function PasswordForm() {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password || !confirmation) return setError(REQUIRED_FIELD_MESSAGE);
    if (password !== confirmation) return setError(AUTH_FORM_MESSAGES.passwordsMismatch);
    setError(null);
    setSaving(true);
    const refusal = await changePassword(password);
    setSaving(false);
    if (refusal) return setError(refusal);
    setPassword('');
    setConfirmation('');
    toast.success(PROFILE_MESSAGES.passwordChanged);
  };

  return (
    <section className="pf-card" aria-labelledby="pf-password-title">
      <h2 id="pf-password-title" className="pf-card__title">Schimbă parola</h2>
      <p className="pf-card__text">
        Cel puțin 8 caractere, cu literă mare, literă mică, cifră și simbol. După schimbare, celelalte dispozitive trebuie să se autentifice din nou.
      </p>
      <form className="pf-form" noValidate onSubmit={(event) => void submit(event)}>
        <TextField label="Parola nouă" type="password" name="new-password" autoComplete="new-password" revealable value={password} onChange={(e) => setPassword(e.target.value)} />
        <TextField label="Confirmă parola nouă" type="password" name="confirm-password" autoComplete="new-password" revealable value={confirmation} onChange={(e) => setConfirmation(e.target.value)} />
        {error ? <Alert variant="error">{error}</Alert> : null}
        <div className="pf-card__actions">
          <Button type="submit" loading={saving}>Schimbă parola</Button>
        </div>
      </form>
    </section>
  );
}
