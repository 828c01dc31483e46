import { categoryLabel } from '@buget/shared-domain/categories';
import { countRo, ERROR_MESSAGES, toLocalIsoDate } from '@buget/shared-domain/rules';
import { EXPORT_CONFIRM_ROW_COUNT } from '@buget/shared-domain/constants';
import { exportFileName, type TransactionListFilters } from '@buget/shared-domain/transactions';
import { useAppSettingsStore } from '@buget/shared-domain/settings';
import type { Category, ExportFormat } from '@buget/shared-domain/schemas';
import { Button, FormField } from '@buget/shared-ui/components';
import { DateField } from '@buget/shared-ui/date-field';
import { Modal } from '@buget/shared-ui/dialogs';
import { useRef, useState, type FormEvent } from 'react';
import { countRows, download, ExportError, runExport, scopeToFilters, type ExportScope } from './run-export';

export type ExportDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  filters: TransactionListFilters;
  categories: Category[];
  /** The accounts' names, written in the files instead of their ids. */
  accountNames: ReadonlyMap<string, string>;
};

type Phase = { step: 'form' } | { step: 'confirm'; total: number } | { step: 'running'; percent: number } | { step: 'done'; rows: number };

const FORMATS: { value: ExportFormat; label: string }[] = [
  { value: 'csv', label: 'CSV' },
  { value: 'excel', label: 'Excel (.xlsx)' },
  { value: 'json', label: 'JSON' },
];

/** Export of spec points 3–4: format, what to export, file name and title, progress, cancel. */
export function ExportDialog({ open, onOpenChange, filters, categories, accountNames }: ExportDialogProps) {
  const today = toLocalIsoDate(new Date());
  const dateFormat = useAppSettingsStore((state) => state.settings.dateFormat);
  const [format, setFormat] = useState<ExportFormat>('csv');
  const [kind, setKind] = useState<ExportScope['kind']>('filtered');
  const [year, setYear] = useState(today.slice(0, 4));
  const [month, setMonth] = useState(today.slice(0, 7));
  const [category, setCategory] = useState(categories[0]?.name ?? '');
  const [from, setFrom] = useState(`${today.slice(0, 7)}-01`);
  const [to, setTo] = useState(today);
  const [filename, setFilename] = useState('');
  const [title, setTitle] = useState('');
  const [phase, setPhase] = useState<Phase>({ step: 'form' });
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);

  const scope = (): ExportScope | null => {
    if (kind === 'year') return /^\d{4}$/.test(year) ? { kind, year: Number(year) } : null;
    if (kind === 'month') return /^\d{4}-\d{2}$/.test(month) ? { kind, year: Number(month.slice(0, 4)), month: Number(month.slice(5, 7)) } : null;
    if (kind === 'category') return category ? { kind, category } : null;
    if (kind === 'range') return from && to && from <= to ? { kind, from, to } : null;
    return { kind: 'filtered' };
  };

  const generate = async (total: number) => {
    const chosen = scope();
    if (!chosen) return;
    const controller = new AbortController();
    abort.current = controller;
    setPhase({ step: 'running', percent: 0 });
    try {
      const blob = await runExport({
        filters: scopeToFilters(chosen, filters),
        format,
        context: { dateFormat, accountNames },
        title: title.trim() || undefined,
        total,
        signal: controller.signal,
        onProgress: (percent) => setPhase({ step: 'running', percent }),
      });
      download(blob, exportFileName({ format, filename: filename.trim() || undefined, title: title.trim() || undefined }, today));
      setPhase({ step: 'done', rows: total });
    } catch (e) {
      setPhase({ step: 'form' });
      setError(e instanceof ExportError ? e.message : ERROR_MESSAGES.EXPORT_EROARE);
    } finally {
      abort.current = null;
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const chosen = scope();
    if (!chosen) {
      setError(ERROR_MESSAGES.EXPORT_DATE_INVALIDE);
      return;
    }
    try {
      const total = await countRows(scopeToFilters(chosen, filters));
      if (total > EXPORT_CONFIRM_ROW_COUNT) setPhase({ step: 'confirm', total });
      else await generate(total);
    } catch {
      setError(ERROR_MESSAGES.EXPORT_EROARE);
    }
  };

  const cancel = () => abort.current?.abort();
  const close = (next: boolean) => {
    if (!next) cancel();
    onOpenChange(next);
  };

  const footer =
    phase.step === 'running' ? (
      <Button variant="secondary" onClick={cancel}>Anulează exportul</Button>
    ) : phase.step === 'confirm' ? (
      <>
        <Button variant="secondary" onClick={() => setPhase({ step: 'form' })}>Înapoi</Button>
        <Button onClick={() => void generate(phase.total)}>Exportă {countRo(phase.total, 'rând', 'rânduri')}</Button>
      </>
    ) : phase.step === 'done' ? (
      <Button onClick={() => close(false)}>Închide</Button>
    ) : (
      <>
        <Button variant="secondary" onClick={() => close(false)}>Renunță</Button>
        <Button type="submit" form="export-form">Exportă</Button>
      </>
    );

  return (
    <Modal open={open} onOpenChange={close} size="md" title="Exportă tranzacțiile" description="Descarcă tranzacțiile ca fișier CSV, Excel sau JSON." footer={footer}>
      {phase.step === 'running' ? (
        <div className="tx-export-progress">
          <p id="export-progress-label">Se exportă... {phase.percent}%</p>
          <progress max={100} value={phase.percent} aria-labelledby="export-progress-label" />
        </div>
      ) : phase.step === 'confirm' ? (
        <p role="alert" className="tx-export-confirm">
          Exportul conține {countRo(phase.total, 'rând', 'rânduri')} și poate dura câteva secunde. Continui?
        </p>
      ) : phase.step === 'done' ? (
        <p role="status">Exportul este gata: {countRo(phase.rows, 'rând', 'rânduri')} {phase.rows === 1 ? 'descărcat' : 'descărcate'}.</p>
      ) : (
        <form id="export-form" className="tx-form" noValidate onSubmit={(e) => void submit(e)}>
          <fieldset className="tx-form__wide tx-form__group">
            <legend>Format</legend>
            {FORMATS.map((f) => (
              <label key={f.value}>
                <input type="radio" name="format" value={f.value} checked={format === f.value} onChange={() => setFormat(f.value)} /> {f.label}
              </label>
            ))}
          </fieldset>
          <FormField label="Ce exporți" className="tx-form__wide">
            {(p) => (
              <select {...p} className="bg-form-input" name="scope" value={kind} onChange={(e) => setKind(e.target.value as ExportScope['kind'])}>
                <option value="filtered">Lista filtrată afișată</option>
                <option value="year">Un an</option>
                <option value="month">O lună</option>
                <option value="category">O categorie</option>
                <option value="range">Un interval de date</option>
              </select>
            )}
          </FormField>
          {kind === 'year' ? <FormField label="Anul">{(p) => <input {...p} className="bg-form-input" name="year" inputMode="numeric" value={year} onChange={(e) => setYear(e.target.value)} />}</FormField> : null}
          {kind === 'month' ? <FormField label="Luna">{(p) => <input {...p} className="bg-form-input" name="month" type="month" value={month} onChange={(e) => setMonth(e.target.value)} />}</FormField> : null}
          {kind === 'category' ? (
            <FormField label="Categoria">
              {(p) => (
                <select {...p} className="bg-form-input" name="category" value={category} onChange={(e) => setCategory(e.target.value)}>
                  {categories.map((c) => (
                    <option key={c.name} value={c.name}>{categoryLabel(c.name)}</option>
                  ))}
                </select>
              )}
            </FormField>
          ) : null}
          {kind === 'range' ? (
            <>
              <DateField label="De la" name="from" value={from} max={to} onChange={setFrom} today={today} />
              <DateField label="Până la" name="to" value={to} min={from} onChange={setTo} today={today} />
            </>
          ) : null}
          <FormField label="Numele fișierului" hint={`Implicit: titlul raportului sau buget-tranzactii-${today}`}>
            {(p) => <input {...p} className="bg-form-input" name="filename" value={filename} onChange={(e) => setFilename(e.target.value)} />}
          </FormField>
          <FormField label="Titlul raportului (opțional)" hint="În Excel, numele foii.">
            {(p) => <input {...p} className="bg-form-input" name="title" value={title} onChange={(e) => setTitle(e.target.value)} />}
          </FormField>
          {error ? <p role="alert" className="tx-form__wide tx-inline-error">{error}</p> : null}
        </form>
      )}
    </Modal>
  );
}
