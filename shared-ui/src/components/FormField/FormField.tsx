import { useId, type ReactElement, type ReactNode } from 'react';
import './FormField.css';

export type FormFieldControlProps = { id: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string };

export type FormFieldProps = {
  label: ReactNode;
  /** Shown under the control while there is no error. */
  hint?: ReactNode;
  error?: string | undefined;
  /** Renders the control with the ids that tie it to its label, hint and error. */
  children: (control: FormFieldControlProps) => ReactElement;
  className?: string;
};

/** A labelled form control with its hint and error, wired for screen readers. */
export function FormField({ label, hint, error, children, className }: FormFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const message = error ?? hint;
  return (
    <div className={['bg-form-field', error ? 'bg-form-field--invalid' : '', className].filter(Boolean).join(' ')}>
      <label className="bg-form-field__label" htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        ...(error ? { 'aria-invalid': true } : {}),
        ...(message ? { 'aria-describedby': messageId } : {}),
      })}
      {message ? (
        <p id={messageId} className={error ? 'bg-form-field__error' : 'bg-form-field__hint'} role={error ? 'alert' : undefined}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
