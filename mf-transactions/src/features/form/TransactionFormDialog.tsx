import { categoryLabel, suggestedTransactionType, useCategories } from '@buget/shared-domain/categories';
import { CURRENCIES } from '@buget/shared-domain/constants';
import { FORM_FREQUENCIES, isValidIsoDate, type RecurringFrequency } from '@buget/shared-domain/schemas';
import {
  defaultFormStatus,
  latestTransactionDate,
  LISTED_TRANSACTION_TYPES,
  RECONCILED_CHANGE_TEXT,
  toTransactionWrite,
  transactionDateIssue,
  transactionRefusalOf,
  useCreateRecurringSeries,
  useCreateTransaction,
  useTransactionAccounts,
  useUpdateSeries,
  useUpdateTransaction,
  type FormStatus,
  type ListedTransactionType,
  type TransactionRow,
} from '@buget/shared-domain/transactions';
import { toLocalIsoDate } from '@buget/shared-domain/rules';
import { useAppSettingsStore } from '@buget/shared-domain/settings';
import { AmountField, Button, FormField } from '@buget/shared-ui/components';
import { DateField } from '@buget/shared-ui/date-field';
import { ConfirmDialog, Modal, useChanged } from '@buget/shared-ui/dialogs';
import { useMemo, useState, type FormEvent } from 'react';
import { FREQUENCY_LABELS, TYPE_LABELS } from '../labels';
import { AccountFields, receivedCurrency } from './AccountFields';
import { emptyFields, fieldsFromRow, recurrenceEnd, seriesChanges, validateFields, type FormErrors, type FormFields } from './form-mapping';
import { StatusField } from './StatusField';

export type TransactionFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  editing: TransactionRow | null;
  /** A new transaction's type to start with (the palette's "Adaugă transfer"); else an expense. */
  initialType?: ListedTransactionType;
};

/**
 * Create or edit a transaction: income, expense, saving or a transfer between two of the user's
 * accounts, in an account, done or planned; a new recurring one creates its rule and occurrences.
 */
export function TransactionFormDialog({ open, onOpenChange, editing, initialType }: TransactionFormDialogProps) {
  const today = toLocalIsoDate(new Date());
  const [fields, setFields] = useState<FormFields>(() =>
    editing ? fieldsFromRow(editing, today) : { ...emptyFields(today), ...(initialType ? { type: initialType } : {}) },
  );
  const [errors, setErrors] = useState<FormErrors>({});
  const [scope, setScope] = useState<'one' | 'series'>('one');
  // A new transaction is done up to today and planned after, until the person picks a status.
  const [statusChosen, setStatusChosen] = useState(editing !== null);
  // Changed fields are not thrown away without asking (Escape, a click outside, Back, a reload).
  const dirty = useChanged({ fields, scope });
  const categories = useCategories();
  const accounts = useTransactionAccounts();
  // A transaction is in its account's currency (issue 26 point 1; the server sets it so); without
  // the accounts yet, the edited row's own or the default currency of the settings.
  const defaultCurrency = useAppSettingsStore((state) => state.settings.defaultCurrency);
  const chosenAccount = accounts.all.find((a) => a.id === (fields.accountId || accounts.defaultId));
  const currency = chosenAccount?.currency ?? editing?.currency ?? defaultCurrency;
  // Between two currencies the form asks what reached the other account.
  const needsToAmount = (fields.type === 'TRANSFER' || fields.type === 'SAVING') && receivedCurrency(accounts, fields.accountId, fields.toAccountId) !== null;
  const create = useCreateTransaction();
  const createSeries = useCreateRecurringSeries();
  const update = useUpdateTransaction();
  const updateSeries = useUpdateSeries();
  const busy = create.isPending || createSeries.isPending || update.isPending || updateSeries.isPending;
  const isSeriesRow = Boolean(editing?.recurring_rule_id);
  const seriesScope = isSeriesRow && scope === 'series';
  const transfer = fields.type === 'TRANSFER';
  // A new series' rows are all planned: no status to choose.
  const newSeries = editing === null && fields.recurring && !transfer;
  const editingDates = editing ? { date: editing.date, recurring: isSeriesRow || editing.recurring === true } : undefined;
  const list = useMemo(() => categories.data ?? [], [categories.data]);
  const subcategories = list.find((c) => c.name === fields.category)?.subcategories ?? [];
  // A series row is never a transfer (the server's transactions_transfer_check).
  const types = isSeriesRow ? LISTED_TRANSACTION_TYPES.filter((t) => t !== 'TRANSFER') : LISTED_TRANSACTION_TYPES;
  const status: FormStatus = newSeries ? 'planned' : fields.status;
  // The date against the status, said as soon as they disagree (the same rule the form checks on saving).
  const dateIssue = isValidIsoDate(fields.date) ? transactionDateIssue(fields.date, { today, status, editing: editingDates }) : null;

  const set = <K extends keyof FormFields>(key: K, value: FormFields[K]) => setFields((f) => ({ ...f, [key]: value }));
  // A date or status changed after a refused save: the field's message follows them again.
  const forgetDateError = () => setErrors(({ date: _date, ...rest }) => rest);
  const setDate = (date: string) => {
    forgetDateError();
    setFields((f) => ({ ...f, date, status: statusChosen || date === '' ? f.status : defaultFormStatus(date, today) }));
  };
  const chooseStatus = (next: FormStatus) => {
    forgetDateError();
    setStatusChosen(true);
    set('status', next);
  };
  // Every row of a series keeps its own date: the date goes back to this row's and stays.
  const chooseSeries = (row: TransactionRow) => {
    setScope('series');
    set('date', row.date);
  };

  const [reconciledConfirm, setReconciledConfirm] = useState<{ values: Extract<ReturnType<typeof validateFields>, { ok: true }>['values'] } | null>(null);

  const save = async (values: Extract<ReturnType<typeof validateFields>, { ok: true }>['values']) => {
    if (editing) {
      if (seriesScope && editing.recurring_rule_id) {
        await updateSeries.mutateAsync({ ruleId: editing.recurring_rule_id, changes: seriesChanges(values) });
      } else {
        const { recurring: _r, frequency: _f, ...changes } = toTransactionWrite(values, editing);
        await update.mutateAsync({ id: editing.id, changes });
      }
    } else if (values.recurring) {
      const { type, amount, category, subcategory, date, description } = toTransactionWrite(values);
      await createSeries.mutateAsync({
        template: { type, amount, category, subcategory, date, description, frequency: values.frequency as RecurringFrequency, accountId: values.accountId },
        end: recurrenceEnd(values),
        lookAheadDays: Number(fields.lookAheadDays),
        today,
      });
    } else {
      await create.mutateAsync({ ...toTransactionWrite(values), currency });
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // No account chosen: the default one, as the select shows it.
    const result = validateFields({ ...fields, accountId: fields.accountId || accounts.defaultId || '' }, today, editing, needsToAmount);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    // A reconciled row (issue 26 point 4): asked first; the server drops the mark if its money changes.
    if (editing?.reconciled_at && !reconciledConfirm) {
      setReconciledConfirm({ values: result.values });
      return;
    }
    await finish(result.values);
  };

  const finish = async (values: Extract<ReturnType<typeof validateFields>, { ok: true }>['values']) => {
    setReconciledConfirm(null);
    try {
      await save(values);
    } catch (error) {
      // The toast says it too; a rule of the form the server enforced goes beside its field.
      const refusal = transactionRefusalOf(error);
      if (refusal) setErrors({ [refusal.field]: refusal.message });
      return;
    }
    onOpenChange(false);
  };

  const input = (key: keyof FormFields, label: string, props: Record<string, unknown> = {}) => (
    <FormField label={label} error={errors[key]}>
      {(p) => (
        <input {...p} {...props} className="bg-form-input" name={key} value={String(fields[key])} onChange={(e) => set(key, e.target.value as never)} />
      )}
    </FormField>
  );

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      dirty={dirty}
      title={editing ? 'Editează tranzacția' : 'Adaugă tranzacție'}
      description={editing ? 'Schimbă ce trebuie și salvează.' : 'Un venit, o cheltuială, o economie sau un transfer între conturile tale.'}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>Renunță</Button>
          <Button type="submit" form="transaction-form" loading={busy}>
            {editing ? 'Salvează modificările' : 'Adaugă'}
          </Button>
        </>
      }
    >
      <form id="transaction-form" className="tx-form" noValidate onSubmit={(e) => void submit(e).catch(() => undefined)}>
        <FormField label="Tip" error={errors.type}>
          {(p) => (
            <select {...p} className="bg-form-input" name="type" value={fields.type} onChange={(e) => set('type', e.target.value)}>
              {types.map((t) => (
                <option key={t} value={t}>{TYPE_LABELS[t]}</option>
              ))}
            </select>
          )}
        </FormField>
        <AmountField label={`Sumă (${currency})`} name="amount" currency={CURRENCIES.find((c) => c === currency)} value={fields.amount} onValueChange={(text) => set('amount', text)} error={errors.amount} />
        <AccountFields
          type={fields.type}
          accountId={fields.accountId}
          toAccountId={fields.toAccountId}
          toAmount={fields.toAmount}
          accounts={accounts}
          errors={errors}
          onChange={(key, value) => set(key, value)}
          disabled={seriesScope}
        />
        {transfer ? null : (
          <>
            <FormField label="Categorie" error={errors.category}>
              {(p) => (
                <select
                  {...p}
                  className="bg-form-input"
                  name="category"
                  value={fields.category}
                  onChange={(e) => {
                    const category = e.target.value;
                    setFields((f) => ({ ...f, category, subcategory: '', type: editing || !category ? f.type : suggestedTransactionType(category) }));
                  }}
                >
                  <option value="">Alege categoria</option>
                  {list.map((c) => (
                    <option key={c.name} value={c.name}>{categoryLabel(c.name)}</option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField label="Subcategorie" error={errors.subcategory}>
              {(p) => (
                <select {...p} className="bg-form-input" name="subcategory" value={fields.subcategory} disabled={!fields.category} onChange={(e) => set('subcategory', e.target.value)}>
                  <option value="">Fără subcategorie</option>
                  {subcategories.map((s) => (
                    <option key={s.name} value={s.name}>{s.name}</option>
                  ))}
                  {fields.subcategory && !subcategories.some((s) => s.name === fields.subcategory) ? <option value={fields.subcategory}>{fields.subcategory}</option> : null}
                </select>
              )}
            </FormField>
          </>
        )}
        <DateField
          label="Dată"
          name="date"
          value={fields.date}
          onChange={setDate}
          // The calendar offers what a planned transaction may have; a done one says so beside the field.
          max={latestTransactionDate({ today, status: 'planned', editing: editingDates })}
          disabled={seriesScope}
          error={errors.date ?? dateIssue ?? undefined}
          today={today}
        />
        {newSeries ? (
          <p className="tx-form__note">Tranzacțiile unei serii sunt planificate; fiecare devine realizată când o marchezi în Situația Zilei.</p>
        ) : (
          <StatusField value={status} onChange={chooseStatus} disabled={seriesScope} />
        )}
        <FormField label="Descriere (opțional)" error={errors.description} className="tx-form__wide">
          {(p) => <textarea {...p} className="bg-form-input" name="description" value={fields.description} maxLength={1000} onChange={(e) => set('description', e.target.value)} />}
        </FormField>

        {editing ? (
          isSeriesRow ? (
            <fieldset className="tx-form__wide tx-form__group">
              <legend>Face parte dintr-o serie {FREQUENCY_LABELS[editing.frequency ?? 'NONE'].toLowerCase()}ă. Modifici:</legend>
              <label><input type="radio" name="scope" checked={scope === 'one'} onChange={() => setScope('one')} /> Doar această tranzacție</label>
              <label><input type="radio" name="scope" checked={scope === 'series'} onChange={() => chooseSeries(editing)} /> Toată seria (fiecare își păstrează data)</label>
            </fieldset>
          ) : null
        ) : transfer ? null : (
          <fieldset className="tx-form__wide tx-form__group">
            <legend>Recurență</legend>
            <label>
              <input type="checkbox" name="recurring" checked={fields.recurring} onChange={(e) => set('recurring', e.target.checked)} /> Tranzacție recurentă
            </label>
            {fields.recurring ? (
              <div className="tx-form__recurrence">
                <FormField label="Frecvență" error={errors.frequency}>
                  {(p) => (
                    <select {...p} className="bg-form-input" name="frequency" value={fields.frequency} onChange={(e) => set('frequency', e.target.value)}>
                      {FORM_FREQUENCIES.map((f) => (
                        <option key={f} value={f}>{FREQUENCY_LABELS[f]}</option>
                      ))}
                    </select>
                  )}
                </FormField>
                <FormField label="Se încheie">
                  {(p) => (
                    <select {...p} className="bg-form-input" name="endCondition" value={fields.endCondition} onChange={(e) => set('endCondition', e.target.value as FormFields['endCondition'])}>
                      <option value="none">Niciodată</option>
                      <option value="after">După un număr de repetări</option>
                      <option value="until">La o dată</option>
                    </select>
                  )}
                </FormField>
                {fields.endCondition === 'after' ? input('occurrences', 'Număr de repetări', { inputMode: 'numeric' }) : null}
                {fields.endCondition === 'until' ? (
                  <DateField label="Data de sfârșit" name="endDate" value={fields.endDate} onChange={(date) => set('endDate', date)} min={fields.date} error={errors.endDate} today={today} />
                ) : null}
                {input('lookAheadDays', 'Generează în avans (zile)', { inputMode: 'numeric' })}
              </div>
            ) : null}
          </fieldset>
        )}
      </form>
      <ConfirmDialog
        open={reconciledConfirm !== null}
        onOpenChange={(next) => (next ? undefined : setReconciledConfirm(null))}
        title={RECONCILED_CHANGE_TEXT.title}
        description={RECONCILED_CHANGE_TEXT.description}
        confirmLabel={RECONCILED_CHANGE_TEXT.confirm}
        busy={busy}
        onConfirm={() => (reconciledConfirm ? void finish(reconciledConfirm.values) : undefined)}
      />
    </Modal>
  );
}
