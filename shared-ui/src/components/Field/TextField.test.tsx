import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TextField } from './TextField';

describe('TextField', () => {
  it('labels the input, reads hint and error with it, and reveals a password', async () => {
    render(<TextField label="Parolă" type="password" hint="Minimum 6 caractere." error="Prea scurtă" revealable defaultValue="abc" />);
    const input = screen.getByLabelText('Parolă');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toHaveLength(2);
    expect(input.getAttribute('type')).toBe('password');
    await userEvent.click(screen.getByRole('button', { name: 'Arată parola' }));
    expect(input.getAttribute('type')).toBe('text');
  });
});
