import { useState, type FormEvent } from 'react';
import { useAnswerStartingBalances } from '@buget/shared-domain/accounts';
import type { UserAccountRow } from '@buget/shared-domain/accounts';
import type { IsoDate } from '@buget/shared-domain/rules';
import { Button, FormField } from '@buget/shared-ui/components';
import { DateField } from '@buget/shared-ui/date-field';
import { accountsToAnswer, checkFirstRun, firstRunRows, type FirstRunErrors, type FirstRunRow } from './first-run-form';
import { accountHint, FIRST_RUN_TEXT as T } from './labels';
import './FirstRunCard.css';

type FirstRunCardProps = {
  /** The user's accounts as the server has them. */
  accounts: readonly UserAccountRow[];
  today: IsoDate;
};

/**
 * The first-run card (issue 22 point 5): what each account really holds, asked once. One empty
 * amount per account whose starting balance is not said yet, one date for all (today unless
 * changed), 'Nu am' for an account the user does not have. Saved, the header's balance is set and
 * the card goes (the page shows it while get_available_balance says balances_set false).
 */
export default function FirstRunCard({ accounts, today }: FirstRunCardProps) {
  const asked = accountsToAnswer(accounts);
  const [rows, setRows] = useState<FirstRunRow[]>(() => firstRunRows(accounts));
  const [startDate, setStartDate] = useState<IsoDate | ''>(today);
  const [errors, setErrors] = useState<FirstRunErrors>({ amounts: {} });
  const save = useAnswerStartingBalances();
  // Active accounts whose balance is already set (made in Opțiuni › Conturi) stay whatever is dropped here.
  const otherActive = accounts.filter((a) => a.is_active).length - asked.length;
  const kept = rows.filter((r) => !r.dropped).length;

  const change = (accountId: string, patch: Partial<FirstRunRow>) => setRows((all) => all.map((r) => (r.accountId === accountId ? { ...r, ...patch } : r)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkFirstRun(rows, startDate, today, otherActive);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({ amounts: {} });
    save.mutate(checked.answer);
  };

  return (
    <section className="first-run" aria-labelledby="first-run-title" data-testid="first-run">
      <div className="first-run__head">
        <h2 id="first-run-title" className="first-run__title">{T.title}</h2>
        <p className="first-run__lead">{T.lead}</p>
      </div>
      <form className="first-run__form" onSubmit={submit} noValidate>
        <DateField label={T.date} name="balanceStartDate" value={startDate} onChange={setStartDate} max={today} today={today} error={errors.date} className="first-run__date" />
        <ul className="first-run__accounts" aria-label="Conturile tale">
          {asked.map((account) => {
            const row = rows.find((r) => r.accountId === account.id);
            if (!row) return null;
            const lastKept = !row.dropped && kept === 1 && otherActive === 0;
            return (
              <li key={account.id} className="first-run__account" data-dropped={row.dropped || undefined}>
                <FormField
                  label={account.name}
                  hint={row.dropped ? T.dropped : accountHint(account)}
                  error={errors.amounts[account.id]}
                  className="first-run__field"
                >
                  {(control) => (
                    // The amount and its 'Nu am' on one line, under the account's name.
                    <div className="first-run__control">
                      <div className="first-run__amount">
                        <input
                          {...control}
                          className="bg-form-input"
                          name={`amount-${account.id}`}
                          inputMode="decimal"
                          autoComplete="off"
                          disabled={row.dropped}
                          value={row.dropped ? '' : row.amount}
                          onChange={(event) => change(account.id, { amount: event.target.value })}
                        />
                        <span className="first-run__unit" aria-hidden="true">lei</span>
                      </div>
                      <Button
                        variant="secondary"
                        className="first-run__drop"
                        aria-pressed={row.dropped}
                        aria-label={T.dropLabel(account.name)}
                        title={lastKept ? T.lastKept : undefined}
                        disabled={lastKept}
                        onClick={() => change(account.id, { dropped: !row.dropped })}
                      >
                        {T.drop}
                      </Button>
                    </div>
                  )}
                </FormField>
              </li>
            );
          })}
        </ul>
        {errors.form ? <p className="first-run__error" role="alert">{errors.form}</p> : null}
        <div className="first-run__footer">
          <p className="first-run__hint">{T.dropHint}</p>
          <Button type="submit" loading={save.isPending}>{T.save}</Button>
        </div>
      </form>
    </section>
  );
}
