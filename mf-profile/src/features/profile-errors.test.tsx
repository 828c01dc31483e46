import { ERROR_MESSAGES } from '@buget/shared-domain/rules';
import { useToastStore } from '@buget/shared-domain/stores';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useBackupExport } from './backup/use-backup-export';
import { DeleteAccountFlow } from './delete/DeleteAccountFlow';
import { IdentityCard } from './identity/IdentityCard';

/**
 * Spec point 8's profile texts where each failure shows: logout, export, data fetch, account
 * deletion. The server calls are replaced here; the e2e suite runs them for real.
 */
const api = vi.hoisted(() => ({
  user: vi.fn(),
  runBackupExport: vi.fn(),
  deleteAccount: vi.fn(),
  logout: vi.fn(),
}));

vi.mock('@buget/shared-domain/profile', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  useProfileUser: api.user,
  runBackupExport: api.runBackupExport,
  deleteAccount: api.deleteAccount,
}));
vi.mock('@buget/shared-domain/auth', async (importOriginal) => {
  const actual = await importOriginal<{ useAuthStore: (selector: (state: unknown) => unknown) => unknown }>();
  return { ...actual, useAuthStore: (selector: (state: { logout: typeof api.logout }) => unknown) => selector({ logout: api.logout }) };
});

const toastMessages = () => useToastStore.getState().toasts.map((t) => t.message);

function Deletion({ navigate }: { navigate: (to: string) => void }) {
  return <DeleteAccountFlow exporter={useBackupExport()} navigate={navigate} />;
}

async function toLastStep() {
  await userEvent.click(screen.getByRole('button', { name: 'Șterge contul' }));
  await userEvent.click(screen.getByRole('button', { name: 'Continuă' }));
  await userEvent.type(screen.getByLabelText('Scrie ȘTERGE'), 'ștergE');
  await userEvent.click(screen.getByRole('button', { name: 'Continuă' }));
  await screen.findByRole('heading', { name: 'Ultima confirmare' });
}

describe('profile error texts', () => {
  beforeEach(() => {
    Object.values(api).forEach((f) => f.mockReset());
    useToastStore.setState({ toasts: [] });
  });

  it('a failed data fetch says so, with a retry', async () => {
    const refetch = vi.fn();
    api.user.mockReturnValue({ isPending: false, isError: true, refetch });
    render(<IdentityCard />);
    expect(screen.getByRole('alert').textContent).toContain(ERROR_MESSAGES.PROFIL_EROARE_DATE);
    await userEvent.click(screen.getByRole('button', { name: 'Reîncearcă' }));
    expect(refetch).toHaveBeenCalled();
  });

  it('a failed logout says so (the local session ends anyway)', async () => {
    api.user.mockReturnValue({ isPending: false, isError: false, data: { id: 'u-1', email: 'ana@buget.ro', createdAt: '2026-01-05T10:00:00Z', lastSignInAt: null } });
    api.logout.mockResolvedValue('network: Failed to fetch');
    render(<IdentityCard />);
    expect(screen.getByTestId('profile-email').textContent).toContain('ana@buget.ro');
    expect(screen.getByTestId('profile-member-since').textContent).toContain('5 ianuarie 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Deconectează-te de pe toate dispozitivele' }));
    await waitFor(() => expect(toastMessages()).toContain(ERROR_MESSAGES.PROFIL_EROARE_DECONECTARE));
  });

  it('a failed export at the last step says so and deletes nothing', async () => {
    api.runBackupExport.mockRejectedValue(new Error('500'));
    render(<Deletion navigate={vi.fn()} />);
    await toLastStep();
    await userEvent.click(screen.getByRole('button', { name: 'Descarcă copia de rezervă' }));
    expect(await screen.findByText(ERROR_MESSAGES.PROFIL_EROARE_EXPORT)).toBeTruthy();
    expect(api.deleteAccount).not.toHaveBeenCalled();
  });

  it('a failed deletion says to contact support and keeps the user signed in', async () => {
    api.deleteAccount.mockRejectedValue(new Error('500'));
    const navigate = vi.fn();
    render(<Deletion navigate={navigate} />);
    await toLastStep();
    await userEvent.click(screen.getByRole('button', { name: 'Șterge definitiv contul' }));
    expect(await screen.findByText(ERROR_MESSAGES.PROFIL_EROARE_STERGERE_CONT)).toBeTruthy();
    expect(api.logout).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a deletion signs out and goes to /login', async () => {
    api.deleteAccount.mockResolvedValue(undefined);
    api.logout.mockResolvedValue(null);
    const navigate = vi.fn();
    render(<Deletion navigate={navigate} />);
    await toLastStep();
    await userEvent.click(screen.getByRole('button', { name: 'Șterge definitiv contul' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));
    expect(api.logout).toHaveBeenCalled();
  });
});
