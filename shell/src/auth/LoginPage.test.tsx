import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LoginPage } from './LoginPage';
import { RegisterPage } from './RegisterPage';

const renderPage = (element: React.ReactNode) =>
  render(<RouterProvider router={createMemoryRouter([{ path: '*', element }])} />);

describe('LoginPage', () => {
  it('keeps submit disabled until the e-mail and a 6-character password are valid', async () => {
    renderPage(<LoginPage />);
    const submit = screen.getByRole('button', { name: 'Autentificare' });
    expect(submit).toHaveProperty('disabled', true);
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@buget.ro');
    await userEvent.type(screen.getByLabelText('Parolă'), '12345');
    expect(submit).toHaveProperty('disabled', true);
    await userEvent.type(screen.getByLabelText('Parolă'), '6');
    expect(submit).toHaveProperty('disabled', false);
    expect(screen.getByRole('separator').textContent).toBe('sau');
    expect(screen.getByRole('link', { name: 'Înregistrează-te' }).getAttribute('href')).toBe('/register');
  });
});

describe('RegisterPage', () => {
  it('says when the passwords differ and keeps submit disabled', async () => {
    renderPage(<RegisterPage />);
    await userEvent.type(screen.getByLabelText('Parolă'), 'Parola#1');
    await userEvent.type(screen.getByLabelText('Confirmă parola'), 'Parola#2');
    expect(screen.getByText('Parolele nu se potrivesc!')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Creează cont' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Beta')).toBeTruthy();
    expect(screen.getByText('Minimum 6 caractere.')).toBeTruthy();
  });
});
