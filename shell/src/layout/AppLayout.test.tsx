import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { useLayoutStore } from '@buget/shared-domain/stores';
import { AppLayout } from './AppLayout';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [{ element: <AppLayout />, children: [{ path: '*', element: <p>conținutul paginii</p> }] }],
    { initialEntries: [path] },
  );
  // No server here: the balance initialisation fails fast and the widget shows 'Eroare: …'.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('AppLayout', () => {
  beforeEach(() => {
    useLayoutStore.setState({ sidebarExpanded: true, mobileMenuOpen: false, gridFullscreen: false });
  });

  it('shows the page title in the sticky header and every page in the sidebar', () => {
    renderAt('/transactions');
    expect(screen.getByRole('heading', { level: 1, name: 'Tranzacții' })).toBeTruthy();
    const sidebar = screen.getByRole('complementary', { name: 'Navigare principală' });
    expect(within(sidebar).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Situația Zilei',
      'Tranzacții',
      'Grid Lunar',
      'Rapoarte',
      'Opțiuni',
      'Profil',
    ]);
  });

  it('hides the header on /lunar-grid and marks the frame bare (no padding)', () => {
    renderAt('/lunar-grid');
    expect(screen.queryByRole('banner')).toBeNull();
    expect(document.querySelector('.shell')?.getAttribute('data-bare')).toBe('true');
  });

  it('collapses the sidebar into the persisted layout store', async () => {
    renderAt('/daily');
    await userEvent.click(screen.getByRole('button', { name: 'Restrânge meniul' }));
    expect(useLayoutStore.getState().sidebarExpanded).toBe(false);
    expect(screen.getByRole('complementary', { name: 'Navigare principală' }).getAttribute('data-expanded')).toBe('false');
    expect(JSON.parse(localStorage.getItem('buget-sidebar-expanded') ?? '{}')).toMatchObject({
      state: { sidebarExpanded: false },
    });
  });

  it('leaves Grid Lunar out of the bottom bar and opens the drawer from it', async () => {
    renderAt('/daily');
    const bar = screen.getByRole('navigation', { name: 'Navigare rapidă' });
    expect(within(bar).queryByRole('link', { name: 'Grid Lunar' })).toBeNull();
    await userEvent.click(within(bar).getByRole('button', { name: 'Meniu' }));
    const drawer = screen.getByRole('dialog', { name: 'Meniu' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Închide meniul' }));
    expect(screen.queryByRole('dialog', { name: 'Meniu' })).toBeNull();
  });

  it('hides the sidebar and the bottom bar while the grid is in fullscreen, only on the grid', () => {
    useLayoutStore.setState({ gridFullscreen: true });
    const router = renderAt('/lunar-grid');
    expect(screen.queryByRole('complementary', { name: 'Navigare principală' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Navigare rapidă' })).toBeNull();
    act(() => useLayoutStore.getState().setGridFullscreen(false));
    expect(screen.getByRole('complementary', { name: 'Navigare principală' })).toBeTruthy();
    act(() => useLayoutStore.getState().setGridFullscreen(true));
    act(() => void router.navigate('/daily'));
    expect(screen.getByRole('complementary', { name: 'Navigare principală' })).toBeTruthy();
  });
});
