import { useBugetMutation } from '@buget/shared-domain/stores';
import {
  applyStagedRestore,
  formatProfileInstant,
  readBackupFile,
  restoreBackup,
  RestoreError,
  RESTORE_MESSAGES,
  useProfileUser,
  useRestoreUnderWay,
  type BackupFile,
  type BackupPreview,
  type RestoreMode,
  type RestoreUnderWay,
} from '@buget/shared-domain/profile';
import { Alert, Button } from '@buget/shared-ui/components';
import { ConfirmDialog } from '@buget/shared-ui/dialogs';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Progress } from './Progress';
import { RestorePreview } from './RestorePreview';
import type { BackupExport } from './use-backup-export';

type Picked = { fileName: string; backup: BackupFile; preview: BackupPreview };

/** A new restore from a picked file, or the one under way on the server going on. */
type RestoreRequest = { backup: BackupFile; mode: RestoreMode } | { underWay: RestoreUnderWay };

/** A restore may change every table: every query of the user is refreshed (the empty key matches all). */
const EVERYTHING = [[]] as const;

/** Export everything as one file; restore from one, after a preview and a choice of mode. */
export function BackupSection({ exporter }: { exporter: BackupExport }) {
  const user = useProfileUser();
  const [picked, setPicked] = useState<Picked | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const [mode, setMode] = useState<RestoreMode>('add_missing');
  const [confirming, setConfirming] = useState(false);
  const [progress, setProgress] = useState<{ percent: number; undoing: boolean } | null>(null);
  const underWay = useRestoreUnderWay();
  const fileInput = useRef<HTMLInputElement>(null);
  const inputId = useId();

  const restore = useBugetMutation<Awaited<ReturnType<typeof restoreBackup>>, RestoreRequest>({
    mutationFn: (request) => {
      const report = (percent: number, undoing: boolean) => setProgress({ percent, undoing });
      return 'backup' in request
        ? restoreBackup(request.backup, request.mode, report)
        : applyStagedRestore(request.underWay.upload_id, request.underWay.mode, report);
    },
    invalidates: EVERYTHING,
    successMessage: RESTORE_MESSAGES.success,
    errorMessage: (error) => (error instanceof RestoreError ? error.message : RESTORE_MESSAGES.failed),
    onSettled: () => setProgress(null),
    onSuccess: () => {
      setPicked(null);
      setFileName(null);
      if (fileInput.current) fileInput.current.value = '';
    },
  });

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setFileName(file?.name ?? null);
    setPicked(null);
    setReadError(null);
    restore.reset();
    if (!file) return;
    const result = await readBackupFile(file);
    if (result.ok) setPicked({ fileName: file.name, backup: result.backup, preview: result.preview });
    else setReadError(result.message);
  };

  const apply = () => {
    if (!picked) return;
    setConfirming(false);
    restore.mutate({ backup: picked.backup, mode });
  };

  return (
    <section className="pf-card" aria-labelledby="pf-backup-title">
      <h2 id="pf-backup-title" className="pf-card__title">Copie de rezervă</h2>
      <p className="pf-card__text">
        Un singur fișier JSON cu tot ce ai salvat: tranzacții, reguli recurente, conturi, categorii și setări. Îl poți folosi oricând pentru a restaura datele.
      </p>
      {exporter.percent !== null ? (
        <Progress percent={exporter.percent} label="Se exportă..." onCancel={exporter.cancel} />
      ) : (
        <div className="pf-card__actions">
          <Button onClick={() => void exporter.start()}>Descarcă copia de rezervă</Button>
        </div>
      )}
      {exporter.error ? <Alert variant="error">{exporter.error}</Alert> : null}

      <h3 className="pf-card__subtitle">Restaurează din copie</h3>
      {underWay.data && !restore.isPending ? (
        <Alert variant="warning" className="pf-under-way">
          <p>{RESTORE_MESSAGES.underWay(formatProfileInstant(underWay.data.started_at))}</p>
          <div className="pf-card__actions">
            <Button onClick={() => underWay.data && restore.mutate({ underWay: underWay.data })}>
              {underWay.data.undoing ? 'Revino la datele de dinainte' : 'Continuă restaurarea'}
            </Button>
          </div>
        </Alert>
      ) : null}
      <div className="pf-file">
        <span id={`${inputId}-label`} className="bg-form-field__label">
          Fișierul copiei de rezervă (.json)
        </span>
        <div className="pf-file__row">
          <input
            ref={fileInput}
            id={inputId}
            className="pf-file__input"
            type="file"
            accept="application/json,.json"
            aria-labelledby={`${inputId}-label`}
            aria-describedby={`${inputId}-name`}
            disabled={restore.isPending}
            onChange={(event) => void pick(event)}
          />
          <label htmlFor={inputId} className="bg-button bg-button--secondary bg-button--md pf-file__button">
            Alege fișierul
          </label>
          <span id={`${inputId}-name`} className="pf-file__name">
            {fileName ?? 'Niciun fișier ales'}
          </span>
        </div>
      </div>
      {readError ? <Alert variant="error">{readError}</Alert> : null}
      {picked ? (
        <>
          <RestorePreview preview={picked.preview} fileName={picked.fileName} currentEmail={user.data?.email} />
          <fieldset className="pf-modes" disabled={restore.isPending}>
            <legend>Cum se restaurează</legend>
            <label className="pf-modes__option">
              <input type="radio" name="restore-mode" value="add_missing" checked={mode === 'add_missing'} onChange={() => setMode('add_missing')} />
              <span>
                <strong>Adaugă doar ce lipsește</strong>
                <span className="pf-modes__hint">Rândurile pe care le ai deja (după ID) rămân cum sunt.</span>
              </span>
            </label>
            <label className="pf-modes__option">
              <input type="radio" name="restore-mode" value="replace" checked={mode === 'replace'} onChange={() => setMode('replace')} />
              <span>
                <strong>Înlocuiește tot</strong>
                <span className="pf-modes__hint">Tot ce ai acum se șterge și rămâne doar conținutul copiei.</span>
              </span>
            </label>
          </fieldset>
          {restore.isPending ? null : (
            <div className="pf-card__actions">
              <Button variant={mode === 'replace' ? 'danger' : 'primary'} onClick={() => (mode === 'replace' ? setConfirming(true) : apply())}>
                Restaurează
              </Button>
            </div>
          )}
        </>
      ) : null}
      {progress ? <Progress percent={progress.percent} label={progress.undoing ? 'Se revine la datele de dinainte...' : 'Se restaurează...'} /> : null}
      {restore.error ? <Alert variant="error">{restore.error instanceof RestoreError ? restore.error.message : RESTORE_MESSAGES.failed}</Alert> : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Înlocuiești toate datele?"
        description="Tranzacțiile, regulile, conturile, categoriile și setările pe care le ai acum se șterg și sunt înlocuite cu cele din copie. Dacă restaurarea nu reușește, datele de acum rămân cum sunt."
        confirmLabel="Înlocuiește tot"
        onConfirm={apply}
      />
    </section>
  );
}
