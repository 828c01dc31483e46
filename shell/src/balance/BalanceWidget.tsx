import { useId, useState } from 'react';
import { balanceTone, formatMoney, STORAGE_KEYS, useAvailableBalance, type AvailableBalanceFigures } from '@buget/shared-domain';
import { IconEye, IconEyeOff, Tooltip } from '@buget/shared-ui';
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
  notes: [
    'Se iau în calcul doar tranzacțiile COMPLETED (efectuate).',
    'Soldul planificat îl găsești în Grid Lunar.',
    'Diferența față de plan o reprezintă tranzacțiile în așteptare.',
  ],
} as const;

const HIDDEN_KEY = STORAGE_KEYS.balanceHidden;
export const HIDDEN_AMOUNT = '••••••';

function readHidden(): boolean {
  try {
    return localStorage.getItem(HIDDEN_KEY) === 'true';
  } catch {
    return false;
  }
}

function Panel({ id, figures }: { id: string; figures: AvailableBalanceFigures }) {
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
      <ul className="balance-panel__notes">
        {BALANCE_TEXTS.notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The header's available balance (spec point 2): the server's figure, coloured by its sign,
 * hideable as dots, with a details panel of the totals behind it.
 */
export function BalanceWidget() {
  const { data, isPending, isError } = useAvailableBalance();
  const [hidden, setHidden] = useState(readHidden);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleHidden = () => {
    setHidden((value) => {
      localStorage.setItem(HIDDEN_KEY, String(!value));
      return !value;
    });
  };
  let amount: string = BALANCE_TEXTS.loading;
  let tone = 'pending';
  if (isError) {
    amount = BALANCE_TEXTS.error;
    tone = 'error';
  } else if (data) {
    amount = hidden ? HIDDEN_AMOUNT : formatMoney(data.available);
    tone = balanceTone(data.available);
  } else if (!isPending) {
    amount = BALANCE_TEXTS.error;
  }
  return (
    <div className="balance-widget" data-testid="balance-widget">
      <div className="balance-widget__figure">
        <span className="balance-widget__label">{BALANCE_TEXTS.label}</span>
        <span className="balance-widget__amount" data-tone={tone} data-testid="balance-amount" aria-live="polite">
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
