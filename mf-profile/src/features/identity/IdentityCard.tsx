import { ERROR_MESSAGES } from '@buget/shared-domain/rules';
import { useAuthStore } from '@buget/shared-domain/auth';
import { toast } from '@buget/shared-domain/stores';
import { formatProfileInstant, PROFILE_MESSAGES, useProfileUser } from '@buget/shared-domain/profile';
import { Alert, Button, IconLogout, Spinner } from '@buget/shared-ui/components';
import { useState } from 'react';

/** Who is signed in (spec point 3: e-mail, user id, member since; and the last sign-in), and the way out everywhere. */
export function IdentityCard() {
  const user = useProfileUser();
  const logout = useAuthStore((state) => state.logout);
  const [leaving, setLeaving] = useState(false);

  const copyId = async (id: string) => {
    try {
      await navigator.clipboard.writeText(id);
      toast.success(PROFILE_MESSAGES.userIdCopied);
    } catch (error) {
      toast.error(error, ERROR_MESSAGES.EROARE_GENERALA);
    }
  };

  const signOutEverywhere = async () => {
    setLeaving(true);
    const error = await logout();
    // The session is gone locally either way (signOutEverywhere); the shell shows /login.
    if (error) toast.error(new Error(error), ERROR_MESSAGES.PROFIL_EROARE_DECONECTARE);
    else toast.info(PROFILE_MESSAGES.signedOutEverywhere);
  };

  return (
    <section className="pf-card" aria-labelledby="pf-identity-title">
      <h2 id="pf-identity-title" className="pf-card__title">Contul tău</h2>
      {user.isPending ? (
        <Spinner label="Se încarcă profilul..." />
      ) : user.isError ? (
        <Alert variant="error">
          {ERROR_MESSAGES.PROFIL_EROARE_DATE}{' '}
          <Button variant="secondary" size="sm" onClick={() => void user.refetch()}>Reîncearcă</Button>
        </Alert>
      ) : (
        <dl className="pf-facts">
          <div className="pf-facts__row">
            <dt>E-mail</dt>
            <dd data-testid="profile-email">{user.data.email}</dd>
          </div>
          <div className="pf-facts__row">
            <dt>ID utilizator</dt>
            <dd className="pf-facts__id">
              <code data-testid="profile-user-id">{user.data.id}</code>
              <Button variant="secondary" size="sm" onClick={() => void copyId(user.data.id)} aria-label="Copiază ID-ul utilizatorului">
                Copiază
              </Button>
            </dd>
          </div>
          <div className="pf-facts__row">
            <dt>Membru din</dt>
            <dd data-testid="profile-member-since">{formatProfileInstant(user.data.createdAt)}</dd>
          </div>
          <div className="pf-facts__row">
            <dt>Ultima autentificare</dt>
            <dd data-testid="profile-last-sign-in">{user.data.lastSignInAt ? formatProfileInstant(user.data.lastSignInAt) : '—'}</dd>
          </div>
        </dl>
      )}
      <div className="pf-card__actions">
        <Button variant="secondary" icon={<IconLogout />} loading={leaving} onClick={() => void signOutEverywhere()}>
          Deconectează-te de pe toate dispozitivele
        </Button>
      </div>
    </section>
  );
}
