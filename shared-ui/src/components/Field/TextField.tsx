import { useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { FormField } from '../FormField/FormField';
import { IconEye, IconEyeOff } from '../Icons/Icons';
import './TextField.css';

export type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'id'> & {
  label: ReactNode;
  /** Shown under the field, and read with it (aria-describedby). */
  hint?: ReactNode;
  /** An error under the field; marks it aria-invalid. */
  error?: ReactNode;
  /** For type="password": an eye button shows or hides the text. */
  revealable?: boolean;
  id?: string;
};

export const PASSWORD_TOGGLE_LABELS = { show: 'Arată parola', hide: 'Ascunde parola' } as const;

/**
 * A large text input on FormField (label, hint and error wiring), with an optional eye button for
 * passwords. The sign-in screens use it; their form-level alert announces errors, so the field
 * does not announce its own.
 */
export function TextField({ label, hint, error, revealable = false, id, type = 'text', className, ...rest }: TextFieldProps) {
  const [revealed, setRevealed] = useState(false);
  const canReveal = revealable && type === 'password';
  const shownType = canReveal && revealed ? 'text' : type;
  return (
    <FormField label={label} hint={hint} error={error} id={id} announceError={false} className={className}>
      {(control) => (
        <div className="bg-field__control">
          <input {...control} type={shownType} className="bg-form-input bg-field__input" {...rest} />
          {canReveal ? (
            <button
              type="button"
              className="bg-field__reveal"
              onClick={() => setRevealed((value) => !value)}
              aria-label={revealed ? PASSWORD_TOGGLE_LABELS.hide : PASSWORD_TOGGLE_LABELS.show}
              aria-pressed={revealed}
            >
              {revealed ? <IconEyeOff size={18} /> : <IconEye size={18} />}
            </button>
          ) : null}
        </div>
      )}
    </FormField>
  );
}
