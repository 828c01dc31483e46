import type { ComponentPropsWithRef, ReactNode } from 'react';
import { amountTextReading, currencySymbol } from '@buget/shared-domain/rules';
import type { Currency } from '@buget/shared-domain/constants';
import { FormField } from '../FormField/FormField';

/**
 * How a typed amount was read, for the field to show before it is saved: 'Citit: 1.234,56 lei'
 * for '1234.56', 'Citit: 1.234 lei' for '1.234' or '1 234'. Null while the text is not an amount,
 * or is plain digits with at most a decimal comma ('1200', '12,5'), which read as written.
 */
export const amountReadingHint = (text: string, currency?: Currency): string | null => {
  const reading = amountTextReading(text);
  return reading === null ? null : `Citit: ${reading} ${currencySymbol(currency)}`;
};

export type AmountFieldProps = Omit<ComponentPropsWithRef<'input'>, 'id' | 'value' | 'onChange' | 'type' | 'className'> & {
  label: ReactNode;
  /** The text as typed; the form reads it when it is saved. */
  value: string;
  onValueChange: (text: string) => void;
  error?: ReactNode;
  /** The symbol of the reading ('lei' by default). */
  currency?: Currency;
  id?: string;
  /** FormField's: announce the error as it appears. */
  announceError?: boolean;
  /** The field's box (label, input, hint, error). */
  className?: string;
  /** Added to the input's bg-form-input. */
  inputClassName?: string;
};

/**
 * An amount input on FormField: decimal keyboard, no autocomplete, and under it how the text was
 * read ('Citit: 1.234,56 lei', tied to the input by aria-describedby) while that differs from
 * what was typed, so '1.234' or '1234.56' are seen before they are saved.
 */
export function AmountField({ label, value, onValueChange, error, currency, id, announceError, className, inputClassName, ...rest }: AmountFieldProps) {
  return (
    <FormField label={label} hint={amountReadingHint(value, currency)} error={error} id={id} announceError={announceError} className={className}>
      {(control) => (
        <input
          inputMode="decimal"
          autoComplete="off"
          {...rest}
          {...control}
          className={inputClassName ? `bg-form-input ${inputClassName}` : 'bg-form-input'}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
