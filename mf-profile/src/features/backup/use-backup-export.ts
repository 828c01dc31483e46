import { ERROR_MESSAGES, toLocalIsoDate } from '@buget/shared-domain/rules';
import { toast } from '@buget/shared-domain/stores';
import { backupFileName, PROFILE_MESSAGES, runBackupExport } from '@buget/shared-domain/profile';
import { useRef, useState } from 'react';
import { download } from './download';

export type BackupExport = {
  /** Percent while running, null otherwise. */
  percent: number | null;
  error: string | null;
  start: () => Promise<boolean>;
  cancel: () => void;
};

/** Runs the backup export with progress and cancel; resolves true once the file is downloaded. */
export function useBackupExport(): BackupExport {
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);

  const start = async () => {
    const controller = new AbortController();
    abort.current = controller;
    setError(null);
    setPercent(0);
    try {
      const { blob } = await runBackupExport({ signal: controller.signal, onProgress: setPercent });
      download(blob, backupFileName(toLocalIsoDate(new Date())));
      toast.success(PROFILE_MESSAGES.backupReady);
      return true;
    } catch {
      setError(controller.signal.aborted ? PROFILE_MESSAGES.backupCancelled : ERROR_MESSAGES.PROFIL_EROARE_EXPORT);
      return false;
    } finally {
      abort.current = null;
      setPercent(null);
    }
  };

  return { percent, error, start, cancel: () => abort.current?.abort() };
}
