import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useBalanceInit } from '@buget/shared-domain/accounts';
import { balanceTone, useAvailableBalance } from '@buget/shared-domain/balance';
import { errorMessageOf, formatWholeMoney } from '@buget/shared-domain/rules';
import { IconEye, IconEyeOff, Spinner } from '@buget/shared-ui/components';
import { Tooltip } from '@buget/shared-ui/tooltip';
import { HIDDEN_AMOUNT, setBalanceHidden, useBalanceHidden } from './balance-hidden';
import { BalancePanel } from './BalancePanel';
import { BALANCE_TEXTS } from './balance-texts';
import './balance.css';

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
 * The starting balances are not answered yet (issue 22 point 5): no figure built on guesses, but
 * 'Sold nesetat', a link to the first-run card on Situația Zilei.
 */
function NotSet() {
  return (
    <div className="balance-widget" data-testid="balance-widget">
      <div className="balance-widget__figure">
        <span className="balance-widget__label">{BALANCE_TEXTS.label}</span>
        <Tooltip content={BALANCE_TEXTS.notSetHint}>
          <Link to="/daily" className="balance-widget__amount balance-widget__unset" data-tone="unset" data-testid="balance-amount">
            {BALANCE_TEXTS.notSet}
          </Link>
        </Tooltip>
      </div>
    </div>
  );
}

/**
 * The header's available balance (spec point 2): the server's figure, coloured by its sign,
 * hideable as dots, with a details panel of the accounts and the month behind it. Until the
 * balance initialisation has run, its status stands in the figure's place; until the starting
 * balances are answered, 'Sold nesetat'.
 */
export function BalanceWidget() {
  const init = useBalanceInit();
  const { data, isPending, isError, isFetching } = useAvailableBalance(init.isSuccess);
  const hidden = useBalanceHidden();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  // A retry shows the spinner again while it runs.
  if (!init.isSuccess) return <InitStatus error={init.isFetching ? null : init.error} onRetry={() => void init.refetch()} />;
  if (data && !data.balancesSet) return <NotSet />;
  const toggleHidden = () => setBalanceHidden(!hidden);
  let amount: string = BALANCE_TEXTS.loading;
  let tone = 'pending';
  if (isError) {
    amount = BALANCE_TEXTS.error;
    tone = 'error';
  } else if (data) {
    // The header's figure alone stays in whole lei (spec: 'RON, no decimals'); the panel shows bani.
    amount = hidden ? HIDDEN_AMOUNT : formatWholeMoney(data.available, data.currency);
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
        {/* A currency without a BNR rate is left out of the figure (issue 26 point 1): said, not guessed. */}
        {data && data.missingRates.length > 0 ? (
          <Tooltip content={BALANCE_TEXTS.missingRates(data.missingRates)}>
            <span className="balance-widget__missing" role="img" aria-label={BALANCE_TEXTS.missingRates(data.missingRates)} data-testid="balance-missing-rates">
              !
            </span>
          </Tooltip>
        ) : null}
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
      {open && data ? <BalancePanel id={panelId} figures={data} /> : null}
    </div>
  );
}
