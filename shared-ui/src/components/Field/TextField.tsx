import { useId, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
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

/** A labelled input with optional hint and error, keyboard and screen-reader friendly. */
export function TextField({ label, hint, error, revealable = false, id, type = 'text', className, ...rest }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? `field-${autoId}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const [revealed, setRevealed] = useState(false);
  const shownType = revealable && type === 'password' && revealed ? 'text' : type;
  return (
    <div className={['bg-field', className].filter(Boolean).join(' ')}>
      <label className="bg-field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="bg-field__control">
        <input
          id={inputId}
          type={shownType}
          className="bg-field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
          {...rest}
        />
        {revealable && type === 'password' ? (
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
      {hint ? (
        <p id={hintId} className="bg-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="bg-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
