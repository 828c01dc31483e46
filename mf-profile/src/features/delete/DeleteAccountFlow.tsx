import { ERROR_MESSAGES, ROUTES, type NavigateFn } from '@buget/shared-domain/rules';
import { useAuthStore } from '@buget/shared-domain/auth';
import { toast } from '@buget/shared-domain/stores';
import { deleteAccount, PROFILE_MESSAGES } from '@buget/shared-domain/profile';
import { Alert, Button, IconTrash, TextField } from '@buget/shared-ui/components';
import { Modal } from '@buget/shared-ui/dialogs';
import { useState } from 'react';
import type { BackupExport } from '../backup/use-backup-export';
import { Progress } from '../backup/Progress';
import { DELETE_CONFIRM_WORD, isDeleteConfirmWord } from './confirm-word';

type Step = 'closed' | 'confirm' | 'type' | 'final';

/**
 * Account deletion in the spec's three steps (point 4): a first confirmation, typing ȘTERGE, and
 * a final confirmation that offers the backup first. The server deletes the user's rows a slice a
 * call and then the auth user (deleteAccount calls until it is gone); then the session ends here
 * too and the user lands on /login.
 */
export function DeleteAccountFlow({ exporter, navigate }: { exporter: BackupExport; navigate: NavigateFn }) {
  const [step, setStep] = useState<Step>('closed');
  const [typed, setTyped] = useState('');
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const logout = useAuthStore((state) => state.logout);

  const close = () => {
    if (deleting) return;
    exporter.cancel();
    setStep('closed');
    setTyped('');
    setError(null);
  };

  const remove = async () => {
    setDeleting(true);
    setError(null);
    try {
      await deleteAccount();
    } catch {
      setDeleting(false);
      setError(ERROR_MESSAGES.PROFIL_EROARE_STERGERE_CONT);
      return;
    }
    toast.success(PROFILE_MESSAGES.accountDeleted);
    // The session no longer exists on the server; this clears it here, then the sign-in page.
    await logout();
    navigate(ROUTES.login);
  };

  const onOpenChange = (open: boolean) => {
    if (!open) close();
  };

  return (
    <section className="pf-card pf-card--danger" aria-labelledby="pf-delete-title">
      <h2 id="pf-delete-title" className="pf-card__title">Șterge contul</h2>
      <p className="pf-card__text">
        Contul și toate datele tale (tranzacții, reguli recurente, conturi, categorii, setări) se șterg definitiv de pe server. Adresa de e-mail se poate înregistra din nou ulterior.
      </p>
      <div className="pf-card__actions">
        <Button variant="danger" icon={<IconTrash />} onClick={() => setStep('confirm')}>
          Șterge contul
        </Button>
      </div>

      <Modal
        open={step === 'confirm'}
        onOpenChange={onOpenChange}
        size="sm"
        title="Ștergi contul?"
        description="Toate datele tale vor fi șterse definitiv. Operațiunea nu poate fi anulată."
        footer={
          <>
            <Button variant="secondary" onClick={close}>Renunță</Button>
            <Button variant="danger" onClick={() => setStep('type')}>Continuă</Button>
          </>
        }
      />

      <Modal
        open={step === 'type'}
        onOpenChange={onOpenChange}
        size="sm"
        title="Confirmă ștergerea"
        description={`Scrie ${DELETE_CONFIRM_WORD} pentru a confirma că vrei să ștergi contul.`}
        footer={
          <>
            <Button variant="secondary" onClick={close}>Renunță</Button>
            <Button variant="danger" type="submit" form="pf-delete-word" disabled={!isDeleteConfirmWord(typed)}>Continuă</Button>
          </>
        }
      >
        <form
          id="pf-delete-word"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (isDeleteConfirmWord(typed)) setStep('final');
          }}
        >
          <TextField label={`Scrie ${DELETE_CONFIRM_WORD}`} name="delete-word" autoComplete="off" autoCapitalize="characters" spellCheck={false} value={typed} onChange={(e) => setTyped(e.target.value)} />
        </form>
      </Modal>

      <Modal
        open={step === 'final'}
        onOpenChange={onOpenChange}
        size="md"
        title="Ultima confirmare"
        description="Descarcă întâi o copie de rezervă dacă vrei să-ți păstrezi datele: după ștergere nu mai pot fi recuperate."
        hideCloseButton={deleting}
        footer={
          <>
            <Button variant="secondary" onClick={close} disabled={deleting}>Renunță</Button>
            <Button variant="danger" loading={deleting} disabled={exporter.percent !== null} onClick={() => void remove()}>
              Șterge definitiv contul
            </Button>
          </>
        }
      >
        {exporter.percent !== null ? (
          <Progress percent={exporter.percent} label="Se exportă..." onCancel={exporter.cancel} />
        ) : (
          <Button variant="secondary" onClick={() => void exporter.start()} disabled={deleting}>
            Descarcă copia de rezervă
          </Button>
        )}
        {exporter.error ? <Alert variant="error">{exporter.error}</Alert> : null}
        {error ? <Alert variant="error">{error}</Alert> : null}
      </Modal>
    </section>
  );
}
