import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AmountField, amountReadingHint } from './AmountField';

function Harness({ initial = '', error }: { initial?: string; error?: string }) {
  const [value, setValue] = useState(initial);
  return <AmountField label="Sumă" value={value} onValueChange={setValue} error={error} />;
}

describe('amountReadingHint', () => {
  it('says how a text was read, in the currency, only when it reads otherwise than typed', () => {
    expect(amountReadingHint('1234.56')).toBe('Citit: 1.234,56 lei');
    expect(amountReadingHint('1.234')).toBe('Citit: 1.234 lei');
    expect(amountReadingHint('1 234,5', 'EUR')).toBe('Citit: 1.234,50 €');
    expect(amountReadingHint('1200')).toBeNull();
    expect(amountReadingHint('12,5')).toBeNull();
    expect(amountReadingHint('1.23.4')).toBeNull();
  });
});

describe('AmountField', () => {
  it('shows the reading under the field while typing, read with the input', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Sumă');
    expect(input.getAttribute('inputmode')).toBe('decimal');
    expect(input.getAttribute('aria-describedby')).toBeNull();
    await userEvent.type(input, '1234.56');
    const hint = screen.getByText('Citit: 1.234,56 lei');
    expect(input.getAttribute('aria-describedby')).toBe(hint.id);
    await userEvent.clear(input);
    await userEvent.type(input, '1234,56');
    expect(screen.queryByText(/^Citit:/)).toBeNull();
  });
  it('keeps the reading beside an error', () => {
    render(<Harness initial="1.000.000,5" error="Suma nu poate depăși 1.000.000" />);
    const input = screen.getByLabelText('Sumă');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toHaveLength(2);
    expect(screen.getByText('Citit: 1.000.000,50 lei')).toBeTruthy();
  });
});
