import { useId, useState } from 'react';
import { balanceTone, negativeBalanceWarning, useAvailableBalance, useBalanceInit, type AvailableBalanceFigures } from '@buget/shared-domain/balance';
import { errorMessageOf, formatMoney, formatWholeMoney } from '@buget/shared-domain/rules';
import { IconEye, IconEyeOff, Spinner } from '@buget/shared-ui/components';
import { Tooltip } from '@buget/shared-ui/tooltip';
import { HIDDEN_AMOUNT, setBalanceHidden, useBalanceHidden } from './balance-hidden';
import './balance.css';

export const BALANCE_TEXTS = {
  label: 'Disponibil',
  show: 'Arată suma',
  hide: 'Ascunde suma',
  details: 'Detalii',
  closeDetails: 'Ascunde',
  panelTitle: 'Sold Disponibil Real',
  income: 'Total Venituri (+)',
  expenses: 'Total Cheltuieli (-)',
  savings: 'Total Economii (-)',
  available: 'Bani Disponibili',
  loading: 'Calculez...',
  error: 'Eroare',
  /** Spec point 2: while the balance initialisation after sign-in runs, and when it fails. */
  initialising: 'Inițializare calculatoare balance...',
  initError: (message: string) => `Eroare: ${message}`,
  retry: 'Reîncearcă',
  /** The rule of get_available_balance (SQL, private.counted_amount), said as it is. */
  notes: [
    'Se numără tranzacțiile efectuate, modificate (cu suma reală) și planificate, cu data de azi sau din trecut.',
    'Doar cele din data de început a soldului încolo (Opțiuni › Setări); cele anterioare nu schimbă soldul.',
    'Nu se numără cele amânate și nici cele cu dată viitoare, până în ziua lor.',
    'Soldul planificat îl găsești în Grid Lunar; diferența o fac tranzacțiile cu dată viitoare.',
  ],
} as const;

function Panel({ id, figures }: { id: string; figures: AvailableBalanceFigures }) {
  const warning = negativeBalanceWarning(figures.available);
  const rows = [
    [BALANCE_TEXTS.income, figures.totalIncome, 'income'],
    [BALANCE_TEXTS.expenses, figures.totalExpenses, 'expenses'],
    [BALANCE_TEXTS.savings, figures.totalSavings, 'savings'],
  ] as const;
  return (
    <section id={id} className="balance-panel" aria-label={BALANCE_TEXTS.panelTitle} data-testid="balance-panel">
      <h2 className="balance-panel__title">{BALANCE_TEXTS.panelTitle}</h2>
      <dl className="balance-panel__rows">
        {rows.map(([label, value, key]) => (
          <div key={key} className="balance-panel__row" data-testid={`balance-${key}`}>
            <dt>{label}</dt>
            <dd>{formatMoney(value)}</dd>
          </div>
        ))}
        <div className="balance-panel__row balance-panel__row--total" data-testid="balance-available">
          <dt>{BALANCE_TEXTS.available}</dt>
          <dd data-tone={balanceTone(figures.available)}>{formatMoney(figures.available)}</dd>
        </div>
      </dl>
      {warning ? (
        <p className="balance-panel__warning" role="note">
          {warning}
        </p>
      ) : null}
      <ul className="balance-panel__notes">
        {BALANCE_TEXTS.notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The balance initialisation in the widget's place (spec points 2 and 4): the spinner text while
 * it runs, 'Eroare: …' and a retry when it fails. It never holds the frame or the page back.
 */
function InitStatus({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (!error) {
    return (
      <div className="balance-widget balance-widget--init" data-testid="balance-widget">
        <Spinner size="sm" label={BALANCE_TEXTS.initialising} showLabel className="balance-widget__init" />
      </div>
    );
  }
  const message = BALANCE_TEXTS.initError(errorMessageOf(error));
  return (
    <div className="balance-widget balance-widget--init" data-testid="balance-widget">
      <p className="balance-widget__init-error" role="alert" title={message}>
        {message}
      </p>
      <button type="button" className="balance-widget__details balance-widget__retry" onClick={onRetry}>
        {BALANCE_TEXTS.retry}
      </button>
    </div>
  );
}

/**
 * The header's available balance (spec point 2): the server's figure, coloured by its sign,
 * hideable as dots, with a details panel of the totals behind it. Until the balance
 * initialisation has run, its status stands in the figure's place.
 */
export function BalanceWidget() {
  const init = useBalanceInit();
  const { data, isPending, isError, isFetching } = useAvailableBalance(init.isSuccess);
  const hidden = useBalanceHidden();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  // A retry shows the spinner again while it runs.
  if (!init.isSuccess) return <InitStatus error={init.isFetching ? null : init.error} onRetry={() => void init.refetch()} />;
  const toggleHidden = () => setBalanceHidden(!hidden);
  let amount: string = BALANCE_TEXTS.loading;
  let tone = 'pending';
  if (isError) {
    amount = BALANCE_TEXTS.error;
    tone = 'error';
  } else if (data) {
    // The header's figure alone stays in whole lei (spec: 'RON, no decimals'); the panel shows bani.
    amount = hidden ? HIDDEN_AMOUNT : formatWholeMoney(data.available);
    tone = balanceTone(data.available);
  } else if (!isPending) {
    amount = BALANCE_TEXTS.error;
  }
  return (
    <div className="balance-widget" data-testid="balance-widget">
      <div className="balance-widget__figure">
        <span className="balance-widget__label">{BALANCE_TEXTS.label}</span>
        {/* Busy while the figure is read again (after a write): the one shown may be the old one. */}
        <span className="balance-widget__amount" data-tone={tone} data-testid="balance-amount" aria-live="polite" aria-busy={isFetching}>
          {amount}
        </span>
      </div>
      <Tooltip content={hidden ? BALANCE_TEXTS.show : BALANCE_TEXTS.hide}>
        <button
          type="button"
          className="balance-widget__icon"
          onClick={toggleHidden}
          aria-label={hidden ? BALANCE_TEXTS.show : BALANCE_TEXTS.hide}
          aria-pressed={hidden}
        >
          {hidden ? <IconEye size={18} /> : <IconEyeOff size={18} />}
        </button>
      </Tooltip>
      <button
        type="button"
        className="balance-widget__details"
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={panelId}
        disabled={!data}
      >
        {open ? BALANCE_TEXTS.closeDetails : BALANCE_TEXTS.details}
      </button>
      {open && data ? <Panel id={panelId} figures={data} /> : null}
    </div>
  );
}
