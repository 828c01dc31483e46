import { lazy, Suspense, useId, useRef, useState, type ReactNode } from 'react';
import { toLocalIsoDate, type IsoDate } from '@buget/shared-domain/rules';
import { formatDisplayDate, useAppSettingsStore } from '@buget/shared-domain/settings';
import { FormField, Spinner } from '@buget/shared-ui/components';
import { CalendarPopover } from './CalendarPopover';
import { DATE_FORMAT_HINTS, parseDateText } from './date-text';
import './DateField.css';

const Calendar = lazy(() => import('./Calendar'));

/** The widest range a field accepts when the caller names none (and the calendar's year list). */
const DATE_FIELD_LIMITS = { min: '1900-01-01', max: '2199-12-31' } as const;

const DATE_FIELD_MESSAGES = {
  invalid: (hint: string) => `Data nu există sau nu este scrisă ca ${hint}.`,
  beforeMin: (min: string) => `Data nu poate fi înainte de ${min}.`,
  afterMax: (max: string) => `Data nu poate fi după ${max}.`,
  openCalendar: 'Alege data din calendar',
} as const;

export type DateFieldProps = {
  label: ReactNode;
  /** The day as stored, 'YYYY-MM-DD', or '' for none. */
  value: IsoDate | '';
  /** A real day within min–max, or '' when the text is empty, not a date or out of range. */
  onChange: (value: IsoDate | '') => void;
  name?: string;
  min?: IsoDate | '';
  max?: IsoDate | '';
  disabled?: boolean;
  /** The form's message for this field; a date the field cannot read shows its own instead. */
  error?: ReactNode;
  /** The month the calendar opens on while the field is empty (today's by default). */
  today?: IsoDate;
  /** Label and format hint read by screen readers only (the daily page's navigator). */
  compact?: boolean;
  /** The hint under the field, written around the format ('zz/ll/aaaa'); the format alone by default. */
  hint?: (format: string) => ReactNode;
  /** A control beside the input (a settings form's Salvează). */
  action?: ReactNode;
  className?: string;
};

/**
 * A date typed and shown in the person's dateFormat setting ('23/11/2026', '11/23/2026' or
 * '2026-11-23'; the format is the hint under the field and its placeholder) and exchanged as
 * 'YYYY-MM-DD'. A text that is no real day, or a day outside min–max, says so under the field when
 * the field is left and gives ''. The calendar button opens a month picker (loaded on first use).
 */
export function DateField({ label, value, onChange, name, min, max, disabled = false, error, today, compact = false, hint: hintAround, action, className }: DateFieldProps) {
  const dateFormat = useAppSettingsStore((state) => state.settings.dateFormat);
  const hint = DATE_FORMAT_HINTS[dateFormat];
  const shownHint = hintAround ? hintAround(hint) : hint;
  const lowest = min || DATE_FIELD_LIMITS.min;
  const highest = max || DATE_FIELD_LIMITS.max;
  const toText = (iso: IsoDate | '') => (iso === '' ? '' : formatDisplayDate(iso, dateFormat));

  const [text, setText] = useState(() => toText(value));
  const [shown, setShown] = useState({ value, dateFormat });
  if (shown.value !== value || shown.dateFormat !== dateFormat) {
    // A value set from outside (or a new format) replaces the text, unless the text already says it.
    setShown({ value, dateFormat });
    if ((parseDateText(text, dateFormat) ?? '') !== value || shown.dateFormat !== dateFormat) setText(toText(value));
  }
  const [checked, setChecked] = useState(false);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const popoverId = useId();

  const parsed = parseDateText(text, dateFormat);
  const ownError =
    text.trim() === ''
      ? null
      : parsed === null
        ? DATE_FIELD_MESSAGES.invalid(hint)
        : parsed < lowest
          ? DATE_FIELD_MESSAGES.beforeMin(formatDisplayDate(lowest, dateFormat))
          : parsed > highest
            ? DATE_FIELD_MESSAGES.afterMax(formatDisplayDate(highest, dateFormat))
            : null;
  const accepted = (next: IsoDate | null): IsoDate | '' => (next !== null && next >= lowest && next <= highest ? next : '');

  const type = (next: string) => {
    setText(next);
    setChecked(false);
    const iso = accepted(parseDateText(next, dateFormat));
    if (iso !== value) onChange(iso);
  };
  const leave = () => {
    setChecked(true);
    if (parsed !== null && ownError === null) setText(formatDisplayDate(parsed, dateFormat));
  };
  const choose = (iso: IsoDate) => {
    setText(formatDisplayDate(iso, dateFormat));
    setChecked(false);
    setOpen(false);
    if (iso !== value) onChange(iso);
    input.current?.focus();
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  const shownError = (checked ? ownError : null) ?? error;
  return (
    <FormField
      label={compact ? <span className="bg-visually-hidden">{label}</span> : label}
      hint={compact ? <span className="bg-visually-hidden">{shownHint}</span> : shownHint}
      error={shownError}
      className={['bg-date-field', compact ? 'bg-date-field--compact' : '', className].filter(Boolean).join(' ')}
    >
      {(control) => {
        const field = (
          <div ref={box} className="bg-date-field__control">
            <input
              {...control}
              ref={input}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              className="bg-form-input bg-date-field__input"
              name={name}
              value={text}
              placeholder={hint}
              disabled={disabled}
              onChange={(event) => type(event.target.value)}
              onBlur={leave}
              onKeyDown={(event) => {
                if (event.key === 'Enter') leave();
              }}
            />
            <button
              ref={button}
              type="button"
              className="bg-date-field__button"
              aria-label={DATE_FIELD_MESSAGES.openCalendar}
              aria-haspopup="dialog"
              aria-expanded={open}
              aria-controls={open ? popoverId : undefined}
              disabled={disabled}
              onClick={() => setOpen((was) => !was)}
            >
              <CalendarIcon />
            </button>
            {open ? (
              <CalendarPopover id={popoverId} anchor={box} trigger={button} onClose={close}>
                <Suspense fallback={<Spinner label="Se încarcă calendarul" />}>
                  <Calendar selected={accepted(parsed) || null} fallbackMonth={today ?? toLocalIsoDate(new Date())} min={lowest} max={highest} onSelect={choose} />
                </Suspense>
              </CalendarPopover>
            ) : null}
          </div>
        );
        return action ? (
          <div className="bg-date-field__row">
            {field}
            {action}
          </div>
        ) : (
          field
        );
      }}
    </FormField>
  );
}

function CalendarIcon() {
  return (
    <svg width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <rect x={3} y={4} width={18} height={18} rx={2} />
      <path d="M16 2v4M8 2v4M3 10h18" />
    </svg>
  );
}
