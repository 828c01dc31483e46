import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormField } from './FormField';

describe('FormField', () => {
  it('ties the label, and the error instead of the hint, to its control', () => {
    const { rerender } = render(<FormField label="Sumă" hint="În lei">{(p) => <input {...p} />}</FormField>);
    const input = screen.getByLabelText('Sumă');
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByText('În lei').id);
    rerender(<FormField label="Sumă" hint="În lei" error="Suma este obligatorie">{(p) => <input {...p} />}</FormField>);
    expect(screen.getByRole('alert').textContent).toBe('Suma este obligatorie');
    expect(screen.getByLabelText('Sumă').getAttribute('aria-invalid')).toBe('true');
  });
});
