import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { useLayoutStore } from '@buget/shared-domain/stores';
import { AppLayout } from '../layout/AppLayout';

/** A remote that mounts later: its PageHeader's h1 appears a moment after the route changed. */
function LatePage() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setMounted(true), 120);
    return () => clearTimeout(timer);
  }, []);
  return <div className="shell-remote">{mounted ? <h1>Tranzacții</h1> : null}</div>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <AppLayout />,
        children: [
          { path: '/transactions', element: <LatePage /> },
          { path: '*', element: <p>o pagină fără titlul ei</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const main = () => screen.getByRole('main');

describe('the focus after a move to another page (issue 28 point 8)', () => {
  beforeEach(() => {
    useLayoutStore.setState({ sidebarExpanded: true, mobileMenuOpen: false, gridFullscreen: false });
  });

  it('goes to the page’s own h1 once its remote has mounted it, after Alt+T; not on the first page', async () => {
    renderAt('/daily');
    expect(document.activeElement).toBe(document.body);
    fireEvent.keyDown(window, { key: 't', altKey: true });
    const heading = await within(main()).findByRole('heading', { level: 1, name: 'Tranzacții' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('goes to the header’s title when the page has no h1 of its own', async () => {
    renderAt('/transactions');
    fireEvent.keyDown(window, { key: 'o', altKey: true });
    const title = within(screen.getByRole('banner')).getByRole('heading', { level: 1, name: 'Opțiuni' });
    await waitFor(() => expect(document.activeElement).toBe(title));
  });

  it('leaves the focus where the user put it meanwhile', async () => {
    const router = renderAt('/options');
    act(() => void router.navigate('/transactions'));
    fireEvent.pointerDown(window);
    const heading = await within(main()).findByRole('heading', { level: 1, name: 'Tranzacții' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(document.activeElement).not.toBe(heading);
  });
});
