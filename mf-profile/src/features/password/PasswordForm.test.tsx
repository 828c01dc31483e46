import { AUTH_FORM_MESSAGES } from '@buget/shared-domain/rules';
import { useToastStore } from '@buget/shared-domain/stores';
import { PROFILE_MESSAGES } from '@buget/shared-domain/profile';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configurePasswordPolicy } from '@buget/shared-domain/auth';
import { PasswordForm } from './PasswordForm';

/**
 * The password form asks for what the server needs (issue 24 point 4): the current password, and
 * the e-mailed code when the session is older than a day. The server calls are replaced here; the
 * e2e suite (profile.spec.ts) makes them for real.
 */
const api = vi.hoisted(() => ({ user: vi.fn(), changePassword: vi.fn(), sendReauthenticationCode: vi.fn() }));

vi.mock('@buget/shared-domain/profile', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  useProfileUser: api.user,
  changePassword: api.changePassword,
  sendReauthenticationCode: api.sendReauthenticationCode,
}));

const signedIn = (hasPassword: boolean) => ({ isPending: false, isError: false, data: { id: 'u-1', email: 'ana@buget.ro', createdAt: '2026-01-05T10:00:00Z', lastSignInAt: null, hasPassword } });
const field = (label: string) => screen.getByLabelText(label, { exact: true, selector: 'input' });
const toastMessages = () => useToastStore.getState().toasts.map((t) => t.message);

async function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await userEvent.clear(field(label));
    if (value) await userEvent.type(field(label), value);
  }
  await userEvent.click(screen.getByRole('button', { name: 'Schimbă parola' }));
}

describe('PasswordForm', () => {
  // The policy config.json carries (Buget's: 8 characters, lower, upper, digit, symbol).
  beforeAll(() => configurePasswordPolicy({ minLength: 8, requiredCharacters: ['abcdefghijklmnopqrstuvwxyz', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '0123456789', '!@#$%'] }));
  beforeEach(() => {
    Object.values(api).forEach((f) => f.mockReset());
    useToastStore.setState({ toasts: [] });
    api.user.mockReturnValue(signedIn(true));
  });

  it('shows the rule beside the new password, ticked as it is met (issue 28 point 15)', async () => {
    render(<PasswordForm />);
    const met = () => screen.getAllByRole('listitem').map((item) => item.getAttribute('data-met'));
    expect(met()).toEqual(['false', 'false', 'false', 'false', 'false']);
    await userEvent.type(field('Parola nouă'), 'Noua#Parola1');
    expect(met()).toEqual(['true', 'true', 'true', 'true', 'true']);
  });

  it('asks for the current password; each missing or wrong field is marked, described and focused', async () => {
    render(<PasswordForm />);
    await fill({ 'Parola nouă': 'Noua#Parola1', 'Confirmă parola nouă': 'Alta#Parola1' });
    await waitFor(() => expect(document.activeElement).toBe(field('Parola actuală')));
    expect(field('Parola actuală').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(PROFILE_MESSAGES.currentPasswordMissing)).toBeTruthy();
    expect(field('Confirmă parola nouă').getAttribute('aria-describedby')).toContain('error');
    expect(screen.getByText(AUTH_FORM_MESSAGES.passwordsMismatch)).toBeTruthy();
    expect(api.changePassword).not.toHaveBeenCalled();

    api.changePassword.mockResolvedValue({ kind: 'refused', field: 'current', message: PROFILE_MESSAGES.currentPasswordWrong, codeSpent: true });
    await fill({ 'Parola actuală': 'Ghicit#1', 'Confirmă parola nouă': 'Noua#Parola1' });
    expect(api.changePassword).toHaveBeenCalledWith({ password: 'Noua#Parola1', currentPassword: 'Ghicit#1', code: '' });
    expect(await screen.findByText(PROFILE_MESSAGES.currentPasswordWrong)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field('Parola actuală')));
  });

  it('a session older than a day: the code is sent, asked for, and sent back with the change', async () => {
    api.changePassword.mockResolvedValueOnce({ kind: 'code-needed' }).mockResolvedValueOnce({ kind: 'changed' });
    api.sendReauthenticationCode.mockResolvedValue(null);
    render(<PasswordForm />);
    await fill({ 'Parola actuală': 'Veche#Parola1', 'Parola nouă': 'Noua#Parola1', 'Confirmă parola nouă': 'Noua#Parola1' });
    expect(await screen.findByText(PROFILE_MESSAGES.codeSent('ana@buget.ro'))).toBeTruthy();
    expect(api.sendReauthenticationCode).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(document.activeElement).toBe(field('Codul din e-mail')));

    await userEvent.click(screen.getByRole('button', { name: 'Schimbă parola' }));
    expect(screen.getByText(PROFILE_MESSAGES.codeMissing)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Trimite alt cod' }));
    expect(await screen.findByText(PROFILE_MESSAGES.codeResent('ana@buget.ro'))).toBeTruthy();

    await fill({ 'Codul din e-mail': '123456' });
    expect(api.changePassword).toHaveBeenLastCalledWith({ password: 'Noua#Parola1', currentPassword: 'Veche#Parola1', code: '123456' });
    await waitFor(() => expect(toastMessages()).toContain(PROFILE_MESSAGES.passwordChanged));
    expect(screen.queryByLabelText('Codul din e-mail')).toBeNull();
    expect((field('Parola actuală') as HTMLInputElement).value).toBe('');
  });

  it('a failure to send the code or to reach the server shows in the form', async () => {
    api.changePassword.mockResolvedValue({ kind: 'code-needed' });
    api.sendReauthenticationCode.mockResolvedValue(PROFILE_MESSAGES.codeSendFailed);
    render(<PasswordForm />);
    await fill({ 'Parola actuală': 'Veche#Parola1', 'Parola nouă': 'Noua#Parola1', 'Confirmă parola nouă': 'Noua#Parola1' });
    expect((await screen.findByRole('alert')).textContent).toContain(PROFILE_MESSAGES.codeSendFailed);
  });

  it('an account made by Google sign-in has no current password to give', async () => {
    api.user.mockReturnValue(signedIn(false));
    api.changePassword.mockResolvedValue({ kind: 'changed' });
    render(<PasswordForm />);
    expect(screen.queryByLabelText('Parola actuală')).toBeNull();
    await fill({ 'Parola nouă': 'Noua#Parola1', 'Confirmă parola nouă': 'Noua#Parola1' });
    expect(api.changePassword).toHaveBeenCalledWith({ password: 'Noua#Parola1', currentPassword: '', code: '' });
  });
});
