import type { ReactNode } from 'react';
import { TextField } from '@buget/shared-ui/components';

/** Labels shared by the sign-in and register forms. */
export const AUTH_FIELD_LABELS = { email: 'E-mail', password: 'Parolă' } as const;

type EmailFieldProps = { value: string; onChange: (value: string) => void; hint?: ReactNode };

/** The e-mail field of the sign-in and register forms (address keyboard, browser autofill). */
export function EmailField({ value, onChange, hint }: EmailFieldProps) {
  return (
    <TextField
      label={AUTH_FIELD_LABELS.email}
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
      hint={hint}
    />
  );
}
