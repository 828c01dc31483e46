import type { RemoteParcelProps } from '@buget/shared-domain/rules';
import { PageHeader } from '@buget/shared-ui/components';
import { BackupSection } from './features/backup/BackupSection';
import { useBackupExport } from './features/backup/use-backup-export';
import { DeleteAccountFlow } from './features/delete/DeleteAccountFlow';
import { IdentityCard } from './features/identity/IdentityCard';
import { PasswordForm } from './features/password/PasswordForm';
import './App.css';

/** Profil: who I am, my password, my data in a file and back, and deleting my account for real. */
export function App({ navigate }: RemoteParcelProps) {
  // One export at a time, whether started from the backup card or the deletion's last step.
  const exporter = useBackupExport();
  return (
    <div className="pf-page">
      <PageHeader title="Profil" description="Contul tău, parola, copia de rezervă a datelor și ștergerea contului." />
      <div className="pf-grid">
        <IdentityCard />
        <PasswordForm />
        <BackupSection exporter={exporter} />
        <DeleteAccountFlow exporter={exporter} navigate={navigate} />
      </div>
    </div>
  );
}
