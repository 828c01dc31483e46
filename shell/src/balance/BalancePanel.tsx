import { useAccountBalances, useUserAccounts } from '@buget/shared-domain/accounts';
import { balanceTone, negativeBalanceWarning, type AvailableBalanceFigures } from '@buget/shared-domain/balance';
import { formatMoney } from '@buget/shared-domain/rules';
import { formatDisplayDate, useAppSettingsStore } from '@buget/shared-domain/settings';
import { BALANCE_TEXTS as T } from './balance-texts';

type BalancePanelProps = { id: string; figures: AvailableBalanceFigures };

/**
 * 'Sold Disponibil Real': how the header's figure is made, to the ban. Each account counted in
 * the total with its own balance (get_account_balances), the month's income, expenses and savings
 * (spec point 2's lines), then Bani Disponibili — every figure the server's, none added up here.
 */
export function BalancePanel({ id, figures }: BalancePanelProps) {
  const balances = useAccountBalances();
  const accounts = useUserAccounts();
  const dateFormat = useAppSettingsStore((state) => state.settings.dateFormat);
  const warning = negativeBalanceWarning(figures.available);
  // In the accounts' own order; only those counted in the total.
  const counted = (accounts.data ?? []).flatMap((account) => {
    const balance = balances.data?.find((b) => b.accountId === account.id && b.counted);
    return balance ? [{ id: account.id, name: account.name, ...balance }] : [];
  });
  const monthRows = [
    [T.income, figures.totalIncome, 'income'],
    [T.expenses, figures.totalExpenses, 'expenses'],
    [T.savings, figures.totalSavings, 'savings'],
  ] as const;
  return (
    <section id={id} className="balance-panel" aria-label={T.panelTitle} data-testid="balance-panel">
      <h2 className="balance-panel__title">{T.panelTitle}</h2>
      <h3 className="balance-panel__group">{T.accounts}</h3>
      {balances.isPending ? (
        <p className="balance-panel__pending">{T.loading}</p>
      ) : balances.isError ? (
        <p className="balance-panel__pending">{T.error}</p>
      ) : (
        <dl className="balance-panel__rows" data-testid="balance-accounts">
          {counted.map((account) => (
            <div key={account.id} className="balance-panel__row" data-testid="balance-account">
              <dt>{account.name}</dt>
              <dd data-tone={account.balance < 0 ? 'negative' : undefined}>
                {formatMoney(account.balance, account.currency)}
                {/* A foreign account: also in the default currency, with the BNR rate's day (the server's). */}
                {account.currency === figures.currency ? null : (
                  <span className="balance-panel__converted" data-testid="balance-account-converted">
                    {account.converted === null || account.rateDate === null
                      ? T.noRate
                      : `${formatMoney(account.converted, figures.currency)} · ${T.rateOf(formatDisplayDate(account.rateDate, dateFormat))}`}
                  </span>
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
      <h3 className="balance-panel__group">{T.month}</h3>
      <dl className="balance-panel__rows">
        {monthRows.map(([label, value, key]) => (
          <div key={key} className="balance-panel__row" data-testid={`balance-${key}`}>
            <dt>{label}</dt>
            <dd>{formatMoney(value, figures.currency)}</dd>
          </div>
        ))}
      </dl>
      <dl className="balance-panel__rows balance-panel__rows--total">
        <div className="balance-panel__row balance-panel__row--total" data-testid="balance-available">
          <dt>{T.available}</dt>
          <dd data-tone={balanceTone(figures.available)}>{formatMoney(figures.available, figures.currency)}</dd>
        </div>
      </dl>
      {figures.missingRates.length > 0 ? (
        <p className="balance-panel__warning" role="note" data-testid="balance-missing-rates-note">
          {T.missingRates(figures.missingRates)}
        </p>
      ) : null}
      <p className="balance-panel__total-note">{T.availableNote}</p>
      {warning ? (
        <p className="balance-panel__warning" role="note">
          {warning}
        </p>
      ) : null}
      <ul className="balance-panel__notes">
        {T.notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </section>
  );
}
