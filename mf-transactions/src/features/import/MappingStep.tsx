import { csvMappingSchema, useDeleteImportMapping, useImportMappings, useSaveImportMapping, type CsvMapping } from '@buget/shared-domain/imports';
import { Alert, Button, FormField } from '@buget/shared-ui/components';
import { useMemo, useState, type ReactNode } from 'react';
import { guessMapping } from './guess-mapping';
import { IMPORT_TEXT as T } from './import-text';
import { sampleRows } from './parse/table';
import type { CsvTable } from './parse/types';

type MappingStepProps = {
  table: CsvTable;
  /** The file, read again when the user picks another delimiter or encoding. */
  bytes: Uint8Array;
  account: ReactNode;
  onBack: () => void;
  onCancel: () => void;
  onSubmit: (mapping: CsvMapping) => void;
};

type ColumnRole = 'date' | 'amount' | 'debit' | 'credit' | 'description' | 'payee' | 'reference';

const ROLE_LABELS: Record<ColumnRole, string> = {
  date: 'Data',
  amount: 'Suma (cu semn)',
  debit: 'Debit (ieșiri)',
  credit: 'Credit (intrări)',
  description: 'Descrierea',
  payee: 'Beneficiarul (opțional)',
  reference: 'Referința băncii (opțional)',
};
const OPTIONAL: ReadonlySet<ColumnRole> = new Set(['payee', 'reference']);

const DELIMITERS: { value: CsvMapping['delimiter']; label: string }[] = [
  { value: ',', label: 'Virgulă (,)' },
  { value: ';', label: 'Punct și virgulă (;)' },
  { value: '\t', label: 'Tab' },
  { value: '|', label: 'Bară verticală (|)' },
];
const DATE_FORMATS: { value: CsvMapping['dateFormat']; label: string }[] = [
  { value: 'dd.mm.yyyy', label: '31.12.2026' },
  { value: 'dd/mm/yyyy', label: '31/12/2026' },
  { value: 'yyyy-mm-dd', label: '2026-12-31' },
  { value: 'mm/dd/yyyy', label: '12/31/2026' },
  { value: 'd month yyyy', label: '31 decembrie 2026' },
];
const ENCODINGS: { value: CsvMapping['encoding']; label: string }[] = [
  { value: 'utf-8', label: 'UTF-8' },
  { value: 'windows-1250', label: 'Windows-1250 (Europa Centrală)' },
  { value: 'iso-8859-2', label: 'ISO-8859-2 (Latin-2)' },
];

/**
 * Column mapping for a CSV no bank layout fits (issue 25 point 2): which column holds what, how
 * dates and amounts are written, the encoding; a saved mapping of the same shape comes first, and
 * the mapping can be saved under a name for next time.
 */
export function MappingStep({ table, bytes, account, onBack, onCancel, onSubmit }: MappingStepProps) {
  const saved = useImportMappings();
  const save = useSaveImportMapping();
  const remove = useDeleteImportMapping();
  const sameShape = useMemo(() => (saved.data ?? []).filter((m) => m.shape === table.shape), [saved.data, table.shape]);
  const [mapping, setMapping] = useState<CsvMapping>(() => guessMapping(table));
  const [applied, setApplied] = useState<{ id: string; name: string } | null>(null);
  const [dismissed, setDismissed] = useState(false);
  const [saveAs, setSaveAs] = useState('');
  const [error, setError] = useState<string | null>(null);

  // A saved mapping for a file of this shape replaces the guess once the list arrives.
  const offered = sameShape[0];
  if (offered && applied === null && !dismissed) {
    const parsed = csvMappingSchema.safeParse(offered.mapping);
    if (parsed.success) {
      setMapping(parsed.data);
      setApplied({ id: offered.id, name: offered.name });
      setSaveAs(offered.name);
    }
  }

  // A saved mapping that no longer fits can go (at most 50 are kept); the guess comes back.
  const forget = () => {
    if (!applied) return;
    remove.mutate(applied.id, {
      onSuccess: () => {
        setDismissed(true);
        setApplied(null);
        setSaveAs('');
        setMapping(guessMapping(table));
      },
    });
  };

  // The rows as the chosen delimiter and encoding read them (the guess's own rows while unchanged).
  const rows = useMemo(
    () => (mapping.delimiter === table.delimiter && mapping.encoding === table.encoding ? table.rows : sampleRows(bytes, mapping.delimiter, mapping.encoding)),
    [bytes, table, mapping.delimiter, mapping.encoding],
  );
  const header = rows[mapping.headerRow] ?? rows[0] ?? [];
  const columns = header.map((cell, i) => ({ value: i, label: cell.trim() ? `${i + 1}. ${cell.trim()}` : `Coloana ${i + 1}` }));
  const signed = mapping.amount !== null;
  const roles: ColumnRole[] = signed ? ['date', 'amount', 'description', 'payee', 'reference'] : ['date', 'debit', 'credit', 'description', 'payee', 'reference'];

  const set = <K extends keyof CsvMapping>(key: K, value: CsvMapping[K]) => setMapping((m) => ({ ...m, [key]: value }));
  const setAmountKind = (kind: 'signed' | 'split') =>
    setMapping((m) =>
      kind === 'signed'
        ? { ...m, amount: m.amount ?? m.debit ?? 0, debit: null, credit: null }
        : { ...m, amount: null, debit: m.debit ?? m.amount ?? 0, credit: m.credit ?? Math.min((m.amount ?? 0) + 1, header.length - 1) },
    );

  const submit = async () => {
    setError(null);
    const checked = csvMappingSchema.safeParse(mapping);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'Maparea coloanelor nu este completă.');
      return;
    }
    const name = saveAs.trim();
    if (name) {
      try {
        await save.mutateAsync({ name, shape: table.shape, mapping: checked.data });
      } catch {
        setError('Maparea nu a putut fi salvată. Poți importa fără să o salvezi (golește numele).');
        return;
      }
    }
    onSubmit(checked.data);
  };

  const select = (label: string, value: string | number, onChange: (value: string) => void, options: { value: string | number; label: string }[], name: string) => (
    <FormField key={name} label={label}>
      {(p) => (
        <select {...p} className="bg-form-input" name={name} value={value} onChange={(e) => onChange(e.target.value)}>
          {options.map((o) => (
            <option key={String(o.value)} value={o.value}>{o.label}</option>
          ))}
        </select>
      )}
    </FormField>
  );

  const roleSelect = (role: ColumnRole) =>
    select(
      ROLE_LABELS[role],
      mapping[role] ?? '',
      (v) => set(role, v === '' ? null : Number(v)),
      [...(OPTIONAL.has(role) ? [{ value: '', label: 'Fără' }] : []), ...columns],
      `column-${role}`,
    );

  return (
    <div className="tx-import__mapping">
      <Alert variant="info">
        {applied
          ? `Am folosit maparea salvată „${applied.name}”. Verifică coloanele înainte să continui.`
          : 'Nu recunoaștem banca acestui CSV. Spune-ne ce conține fiecare coloană; poți salva alegerea pentru data viitoare.'}
      </Alert>
      {applied ? (
        <div>
          <Button variant="ghost" size="sm" onClick={forget} loading={remove.isPending}>Șterge maparea salvată „{applied.name}”</Button>
        </div>
      ) : null}
      {error ? <Alert variant="error">{error}</Alert> : null}
      <fieldset className="tx-import__fieldset">
        <legend>Fișierul</legend>
        <div className="tx-import__mapping-grid">
          {account}
          {select('Separatorul coloanelor', mapping.delimiter, (v) => set('delimiter', v as CsvMapping['delimiter']), DELIMITERS, 'delimiter')}
          {select('Rândul cu numele coloanelor', mapping.headerRow, (v) => set('headerRow', Number(v)), rows.slice(0, 10).map((r, i) => ({ value: i, label: `${i + 1}. ${r.join(' · ').slice(0, 60)}` })), 'headerRow')}
          {select('Codificarea', mapping.encoding, (v) => set('encoding', v as CsvMapping['encoding']), ENCODINGS, 'encoding')}
        </div>
      </fieldset>
      <fieldset className="tx-import__fieldset">
        <legend>Coloanele</legend>
        <div className="tx-import__mapping-grid">
          {roles.slice(0, 1).map(roleSelect)}
          {select('Formatul datei', mapping.dateFormat, (v) => set('dateFormat', v as CsvMapping['dateFormat']), DATE_FORMATS, 'dateFormat')}
          {select('Suma', signed ? 'signed' : 'split', (v) => setAmountKind(v as 'signed' | 'split'), [
            { value: 'signed', label: 'O coloană, cu minus la ieșiri' },
            { value: 'split', label: 'Două coloane: debit și credit' },
          ], 'amountKind')}
          {select('Separatorul zecimal', mapping.decimalSeparator, (v) => set('decimalSeparator', v as CsvMapping['decimalSeparator']), [
            { value: ',', label: 'Virgulă: 1.234,56' },
            { value: '.', label: 'Punct: 1,234.56' },
          ], 'decimalSeparator')}
          {roles.slice(1).map(roleSelect)}
        </div>
      </fieldset>
      <div className="tx-import__mapping-grid">
        <FormField label="Salvează maparea ca (opțional)" hint="Data viitoare o folosim singuri pentru un fișier cu aceleași coloane.">
          {(p) => <input {...p} className="bg-form-input" name="mappingName" value={saveAs} maxLength={100} onChange={(e) => setSaveAs(e.target.value)} />}
        </FormField>
      </div>
      <div className="tx-import__sample" role="region" aria-label="Primele rânduri din fișier" tabIndex={0}>
        <table className="tx-import__sample-table">
          <tbody>
            {rows.slice(0, 8).map((r, i) => (
              <tr key={i} className={i === mapping.headerRow ? 'tx-import__sample-header' : undefined}>
                {r.map((cell, j) => (
                  <td key={j}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="tx-import__actions">
        <Button variant="ghost" onClick={onCancel}>{T.cancel}</Button>
        <Button variant="secondary" onClick={onBack}>{T.back}</Button>
        <Button onClick={() => void submit()} loading={save.isPending}>Continuă</Button>
      </div>
    </div>
  );
}
