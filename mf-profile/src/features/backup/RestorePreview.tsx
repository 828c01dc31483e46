import { BACKUP_TABLE_LABELS, BACKUP_TABLES, formatProfileInstant, type BackupPreview } from '@buget/shared-domain/profile';
import { formatAmount } from '@buget/shared-domain/rules';

const day = (iso: string) => new Intl.DateTimeFormat('ro-RO', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

type RestorePreviewProps = { preview: BackupPreview; fileName: string; currentEmail: string | undefined };

/** What the picked backup holds: rows per table, the transactions' dates, whose and when. */
export function RestorePreview({ preview, fileName, currentEmail }: RestorePreviewProps) {
  return (
    <div className="pf-preview" data-testid="restore-preview">
      <p className="pf-card__text">
        <strong>{fileName}</strong>: copie de rezervă a contului {preview.email || 'necunoscut'}, făcută pe {formatProfileInstant(preview.exportedAt)}.
      </p>
      {currentEmail && preview.email && preview.email !== currentEmail ? (
        <p className="pf-card__text">Copia este a altui cont; datele restaurate vor fi ale contului tău ({currentEmail}).</p>
      ) : null}
      <table className="pf-counts">
        <caption className="pf-visually-hidden">Ce conține copia de rezervă</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Rânduri</th>
          </tr>
        </thead>
        <tbody>
          {BACKUP_TABLES.map((table) => (
            <tr key={table}>
              <th scope="row">{BACKUP_TABLE_LABELS[table]}</th>
              <td data-testid={`restore-count-${table}`}>{formatAmount(preview.counts[table])}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="pf-card__text" data-testid="restore-date-range">
        {preview.firstDate && preview.lastDate
          ? `Tranzacții din ${day(preview.firstDate)} până în ${day(preview.lastDate)}.`
          : 'Copia nu conține tranzacții.'}
      </p>
    </div>
  );
}
