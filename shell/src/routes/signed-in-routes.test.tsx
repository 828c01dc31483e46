import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureSupabase } from '@buget/shared-domain/data';
import { SignedInFrame } from './signed-in-routes';

/** The accounts request of the balance initialisation (a signed-in user's, sent as them) never answers. */
function holdAccounts() {
  const supabase = configureSupabase({ supabaseUrl: 'http://127.0.0.1:1', supabaseAnonKey: 'anon-key-for-unit-tests-only' });
  const accounts = vi.fn(() => new Promise(() => undefined));
  vi.spyOn(supabase.auth, 'getSession').mockResolvedValue({ data: { session: { user: { id: 'u1' }, access_token: 'token-u1' } }, error: null } as never);
  const ordered = { setHeader: () => ordered, throwOnError: accounts };
  vi.spyOn(supabase, 'from').mockImplementation(() => ({ select: () => ({ order: () => ordered }) }) as never);
  return accounts;
}

function renderFrameAt(path: string) {
  const router = createMemoryRouter([{ element: <SignedInFrame />, children: [{ path: '*', element: <p>conținutul paginii</p> }] }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('SignedInFrame', () => {
  afterEach(() => vi.restoreAllMocks());

  it('renders the frame and the page while the balance initialisation is still running; the widget says so', async () => {
    const accounts = holdAccounts();
    renderFrameAt('/daily');
    expect(await screen.findByText('conținutul paginii')).toBeTruthy();
    expect(screen.getByRole('complementary', { name: 'Navigare principală' })).toBeTruthy();
    expect(screen.getByRole('banner').querySelector('[role="status"]')?.textContent).toBe('Inițializare calculatoare balance...');
    expect(accounts).toHaveBeenCalledTimes(1);
  });

  it('starts the initialisation where the header is hidden (/lunar-grid) as well', async () => {
    const accounts = holdAccounts();
    renderFrameAt('/lunar-grid');
    expect(await screen.findByText('conținutul paginii')).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(accounts).toHaveBeenCalledTimes(1);
  });
});
