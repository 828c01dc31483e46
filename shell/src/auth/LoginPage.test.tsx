import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configurePasswordPolicy } from '@buget/shared-domain/auth';
import { configureSupabase } from '@buget/shared-domain/data';
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

/** GoTrue's answers as the local server gives them: the address is not confirmed; /resend first too soon, then sent. */
function unconfirmedServer() {
  const resends: unknown[] = [];
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.pathname === '/auth/v1/token') return json(400, { code: 400, error_code: 'email_not_confirmed', msg: 'Email not confirmed' });
    if (url.pathname === '/auth/v1/resend') {
      resends.push(JSON.parse(String(init?.body)));
      return resends.length === 1
        ? json(429, { code: 429, error_code: 'over_email_send_rate_limit', msg: 'For security purposes, you can only request this after 42 seconds.' })
        : json(200, {});
    }
    return json(404, {});
  });
  configureSupabase({ supabaseUrl: 'http://127.0.0.1:1', supabaseAnonKey: 'anon-key-for-unit-tests-only' });
  return resends;
}

describe('LoginPage, an address not confirmed yet (issue 28 point 14)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says so in Romanian and asks GoTrue for a new confirmation e-mail, saying when it is too soon', async () => {
    const resends = unconfirmedServer();
    renderPage(<LoginPage />);
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@buget.ro');
    await userEvent.type(screen.getByLabelText('Parolă'), 'Parola#Buna1');
    await userEvent.click(screen.getByRole('button', { name: 'Autentificare' }));
    const refusal = await screen.findByText('Adresa ta de e-mail nu este confirmată încă. Deschide linkul din e-mailul de confirmare sau cere unul nou.');
    expect(screen.queryByText('Email not confirmed')).toBeNull();
    expect(refusal.closest('[role="alert"]')).toBeTruthy();

    const resend = screen.getByRole('button', { name: 'Retrimite e-mailul de confirmare' });
    await userEvent.click(resend);
    expect((await screen.findByTestId('resend-notice')).textContent).toBe('Din motive de securitate, poți cere un nou e-mail peste 42 de secunde.');
    await userEvent.click(resend);
    expect((await screen.findByText(/Ți-am trimis un nou e-mail/)).textContent).toBe(
      'Ți-am trimis un nou e-mail de confirmare la ana@buget.ro. Deschide linkul din el, apoi autentifică-te.',
    );
    expect(resends).toHaveLength(2);
    expect(resends[1]).toMatchObject({ type: 'signup', email: 'ana@buget.ro' });
  });
});

describe('RegisterPage', () => {
  // The policy config.json carries (Buget's: supabase/config.toml [auth], as the server reads it).
  beforeAll(() =>
    configurePasswordPolicy({
      minLength: 8,
      requiredCharacters: ['abcdefghijklmnopqrstuvwxyz', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '0123456789', '!@#$%^&*()_+-=[]{};\':"|<>?,./`~'],
    }),
  );

  it('says when the passwords differ and keeps submit disabled', async () => {
    renderPage(<RegisterPage />);
    await userEvent.type(screen.getByLabelText('Parolă'), 'Parola#1');
    await userEvent.type(screen.getByLabelText('Confirmă parola'), 'Parola#2');
    expect(screen.getByText('Parolele nu se potrivesc!')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Creează cont' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Beta')).toBeTruthy();
  });

  it("shows the server's rule beside the password, each requirement ticked as it is met (issue 28 point 15)", async () => {
    renderPage(<RegisterPage />);
    const password = screen.getByLabelText('Parolă');
    const checklist = screen.getByRole('list');
    const state = () => within(checklist).getAllByRole('listitem').map((item) => [item.textContent, item.getAttribute('data-met')]);
    expect(state()).toEqual([
      ['cel puțin 8 caractere: lipsește', 'false'],
      ['o literă mică: lipsește', 'false'],
      ['o literă mare: lipsește', 'false'],
      ['o cifră: lipsește', 'false'],
      ['un simbol (! @ # $ % …): lipsește', 'false'],
    ]);
    // The list is the field's description, and a polite live region.
    expect(password.getAttribute('aria-describedby')?.split(' ')).toContain(checklist.closest('[id]')?.id);
    expect(checklist.getAttribute('aria-live')).toBe('polite');
    await userEvent.type(password, 'parolA1');
    expect(state().map(([, met]) => met)).toEqual(['false', 'true', 'true', 'true', 'false']);
    await userEvent.type(password, '#');
    expect(state().map(([, met]) => met)).toEqual(['true', 'true', 'true', 'true', 'true']);
    expect(within(checklist).getAllByRole('listitem')[0]?.textContent).toBe('cel puțin 8 caractere: îndeplinit');
  });
});
