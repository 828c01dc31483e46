import { useId, type ReactElement, type ReactNode } from 'react';
import './FormField.css';

export type FormFieldControlProps = { id: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string };

export type FormFieldProps = {
  label: ReactNode;
  /** Shown under the control, and read with it. */
  hint?: ReactNode;
  error?: ReactNode;
  /** The control's id, when the caller needs a fixed one. */
  id?: string;
  /** Announce the error as it appears (role="alert"); off where the form has its own alert. */
  announceError?: boolean;
  /** Renders the control with the ids that tie it to its label, hint and error. */
  children: (control: FormFieldControlProps) => ReactElement;
  className?: string;
};

/** A labelled form control with its hint and error, wired for screen readers. */
export function FormField({ label, hint, error, id, announceError = true, children, className }: FormFieldProps) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ');
  return (
    <div className={['bg-form-field', error ? 'bg-form-field--invalid' : '', className].filter(Boolean).join(' ')}>
      <label className="bg-form-field__label" htmlFor={controlId}>
        {label}
      </label>
      {children({
        id: controlId,
        ...(error ? { 'aria-invalid': true } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {hint ? (
        // A div, so a hint may hold a list (the password checklist).
        <div id={hintId} className="bg-form-field__hint">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="bg-form-field__error" role={announceError ? 'alert' : undefined}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
