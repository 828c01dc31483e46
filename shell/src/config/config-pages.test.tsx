import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PAGES } from '@buget/build-tools/default-pages';
import { parseAppConfig, RuntimeConfigError } from '@buget/shared-domain/data';
import { ROUTES, type AppPage } from '@buget/shared-domain/rules';
import { useAuthStore } from '@buget/shared-domain/auth';
import { useLayoutStore } from '@buget/shared-domain/stores';
import { useOverlayStore } from '../frame/overlay-store';
import { AppLayout } from '../layout/AppLayout';
import { createAppRoutes } from '../routes/router';
import { renderStartupError } from '../startup-error';
import { setAppPages } from './app-pages';
import { loadRuntimeConfig } from './load-config';

/** The spec's five pages, and Rapoarte, as the default configuration lists them. */
const SPEC_PAGES = DEFAULT_PAGES.filter((page) => page.id !== 'reports');
const REPORTS = DEFAULT_PAGES.find((page) => page.id === 'reports')!;

const RUNTIME = {
  supabaseUrl: 'http://127.0.0.1:54321',
  supabaseAnonKey: 'anon-key-of-twenty-characters',
  remotes: Object.fromEntries(SPEC_PAGES.map((page) => [page.remote, `/remotes/${page.id}/mf-manifest.json`])),
  passwordPolicy: { minLength: 8, requiredCharacters: ['0123456789'] },
};

/** config.json as a deployer may write it; `change` edits a copy of the spec's five pages. */
const configWith = (change: (pages: AppPage[]) => AppPage[], remotes: Record<string, string> = RUNTIME.remotes) => ({
  ...RUNTIME,
  remotes,
  pages: change(SPEC_PAGES.map((page) => ({ ...page }))),
});

/** The Romanian issues of a config that must not load. */
function issuesOf(config: unknown): string[] {
  try {
    parseAppConfig(config);
  } catch (error) {
    if (error instanceof RuntimeConfigError) return error.issues.map((issue) => `${issue.path}: ${issue.message}`);
    throw error;
  }
  throw new Error('the config was accepted');
}

afterEach(() => setAppPages(DEFAULT_PAGES));

describe('the default configuration (what npm start serves)', () => {
  it("lists the spec's five pages with their labels, order, shortcuts, mobile and bare rules, and Rapoarte, and is valid", () => {
    const remotes = { ...RUNTIME.remotes, [REPORTS.remote]: '/remotes/mf-reports/mf-manifest.json' };
    const config = parseAppConfig({ ...RUNTIME, remotes, pages: DEFAULT_PAGES });
    expect(config.pages.map((page) => [page.path, page.label, page.shortcut ?? null, page.inMobileNav, page.bare])).toEqual([
      [ROUTES.daily, 'Situația Zilei', 'Alt+H', true, false],
      [ROUTES.transactions, 'Tranzacții', 'Alt+T', true, false],
      [ROUTES.lunarGrid, 'Grid Lunar', 'Alt+L', false, true],
      ['/reports', 'Rapoarte', 'Alt+R', true, false],
      [ROUTES.options, 'Opțiuni', 'Alt+O', true, false],
      [ROUTES.profile, 'Profil', null, true, false],
    ]);
  });
});

describe('config.json validation', () => {
  it('accepts a page added with a remote of its own, in the position it is given', () => {
    const remotes = { ...RUNTIME.remotes, mf_reports: '/remotes/mf-reports/mf-manifest.json' };
    const config = parseAppConfig(configWith((pages) => [...pages.slice(0, 3), REPORTS, ...pages.slice(3)], remotes));
    expect(config.pages.map((page) => page.id)).toEqual(['daily', 'transactions', 'lunar-grid', 'reports', 'options', 'profile']);
  });

  it('names each repeated id, path and shortcut, with the entry that has it first', () => {
    expect(
      issuesOf(
        configWith((pages) => [
          ...pages,
          { ...pages[1]!, id: 'daily', path: '/tranzactii', shortcut: undefined },
          { ...pages[2]!, id: 'grid-2', shortcut: 'Alt+H' },
        ]),
      ),
    ).toEqual([
      'pages[5].id: id-ul „daily” este deja la pages[0]',
      'pages[6].path: calea „/lunar-grid” este deja la pages[2]',
      'pages[6].shortcut: scurtătura „Alt+H” este deja la pages[0]',
    ]);
  });

  it('refuses an unknown icon, a badly written shortcut or path, a missing label', () => {
    expect(
      issuesOf(
        configWith((pages) => [{ ...pages[0]!, icon: 'rocket' as AppPage['icon'], shortcut: 'Ctrl+H', path: 'daily', label: ' ' }, ...pages.slice(1)]),
      ),
    ).toEqual([
      'pages[0].path: calea este „/” urmat de litere mici, cifre și „-”, ca „/reports”',
      'pages[0].label: eticheta lipsește',
      'pages[0].icon: pictograma nu există; alege una dintre: daily, transactions, grid, reports, options, profile',
      'pages[0].shortcut: scurtătura este „Alt+” urmat de o literă mare, ca „Alt+R”',
    ]);
  });

  it("refuses a page whose remote config.json does not list, and one on the shell's own paths", () => {
    expect(issuesOf(configWith((pages) => [...pages, REPORTS]))).toEqual([
      expect.stringMatching(/^pages\[5\]\.remote: remote-ul „mf_reports” lipsește din remotes \(are: mf_daily, /),
    ]);
    expect(issuesOf(configWith((pages) => [...pages, { ...REPORTS, remote: 'mf_daily', path: '/login' }]))).toEqual([
      'pages[5].path: calea „/login” este a aplicației; alege alta',
    ]);
  });

  it('refuses a config.json without pages or with none', () => {
    expect(issuesOf(RUNTIME)).toEqual(['pages: pages este o listă de pagini']);
    expect(issuesOf(configWith(() => []))).toEqual(['pages: lista de pagini este goală']);
  });
});

describe('a bad config.json', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.__bugetConfig = undefined;
  });

  it('shows the Romanian error screen with each problem where it is, and a reload button', async () => {
    window.__bugetConfig = Promise.resolve(
      new Response(JSON.stringify(configWith((pages) => [...pages, { ...REPORTS, icon: 'chart' as AppPage['icon'] }]))),
    );
    const container = document.createElement('div');
    await loadRuntimeConfig().catch((error: unknown) => renderStartupError(container, error));
    const card = within(container).getByRole('alert');
    expect(within(card).getByRole('heading', { level: 1 }).textContent).toBe('Buget nu a putut porni');
    expect(card.textContent).toContain('fișierul config.json) are greșeli');
    const issues = within(within(card).getByRole('list', { name: 'Greșelile din config.json' })).getAllByRole('listitem');
    expect(issues.map((issue) => [issue.querySelector('code')?.textContent, issue.querySelector('span')?.textContent])).toEqual([
      ['pages[5].icon', 'pictograma nu există; alege una dintre: daily, transactions, grid, reports, options, profile'],
    ]);
    expect(within(card).getByRole('button', { name: 'Reîncarcă pagina' })).toBeTruthy();
    expect(document.title).toBe('Buget nu a putut porni · Buget');
  });

  it('says so in Romanian when config.json is not JSON or cannot be read', async () => {
    window.__bugetConfig = Promise.resolve(new Response('{ "pages": ['));
    await expect(loadRuntimeConfig()).rejects.toMatchObject({ issues: [{ path: '(tot fișierul)', message: 'nu este JSON valid' }] });
    window.__bugetConfig = Promise.reject(new TypeError('Failed to fetch'));
    await expect(loadRuntimeConfig()).rejects.toThrow('Fișierul config.json nu a putut fi citit: verifică conexiunea la internet.');
  });
});

describe('the frame, from the configured pages', () => {
  beforeEach(() => {
    useLayoutStore.setState({ sidebarExpanded: true, mobileMenuOpen: false, gridFullscreen: false });
    useOverlayStore.setState({ paletteOpen: false, helpOpen: false });
    // Reports added third, Profil removed.
    setAppPages([...SPEC_PAGES.slice(0, 2), REPORTS, ...SPEC_PAGES.slice(2, 4)]);
  });

  function renderFrameAt(path: string) {
    const router = createMemoryRouter([{ element: <AppLayout />, children: [{ path: '*', element: <p>conținutul paginii</p> }] }], {
      initialEntries: [path],
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    return router;
  }

  it('shows the pages in their order in the sidebar and the mobile ones in the bottom bar, titled by their label', () => {
    renderFrameAt('/reports/cheltuieli');
    expect(screen.getByRole('heading', { level: 1, name: 'Rapoarte' })).toBeTruthy();
    const sidebar = screen.getByRole('complementary', { name: 'Navigare principală' });
    expect(within(sidebar).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Situația Zilei',
      'Tranzacții',
      'Rapoarte',
      'Grid Lunar',
      'Opțiuni',
    ]);
    const bar = screen.getByRole('navigation', { name: 'Navigare rapidă' });
    expect(within(bar).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/daily', '/transactions', '/reports', '/options']);
  });

  it("opens a page with its own Alt shortcut, ignores a letter no page has, and lists the pages' shortcuts in the help", async () => {
    const router = renderFrameAt('/daily');
    await userEvent.keyboard('{Alt>}r{/Alt}');
    expect(router.state.location.pathname).toBe('/reports');
    // No page of this configuration has Alt+P: it goes nowhere.
    await userEvent.keyboard('{Alt>}p{/Alt}');
    expect(router.state.location.pathname).toBe('/reports');
    await userEvent.keyboard('{F1}');
    const help = await screen.findByRole('dialog', { name: 'Scurtături de tastatură' });
    const rows = within(help).getAllByRole('row').map((row) => row.textContent);
    expect(rows.slice(1, 7)).toEqual([
      'Ctrl+KDeschide paleta de comenzi',
      'Alt+HMergi la Situația Zilei',
      'Alt+TMergi la Tranzacții',
      'Alt+RMergi la Rapoarte',
      'Alt+LMergi la Grid Lunar',
      'Alt+OMergi la Opțiuni',
    ]);
  });

  it('lists each configured page in the command palette, and no removed one', async () => {
    renderFrameAt('/daily');
    act(() => useOverlayStore.getState().setPaletteOpen(true));
    const input = await screen.findByRole('combobox');
    await userEvent.type(input, 'rapoarte');
    expect(screen.getAllByRole('option')[0]?.textContent).toContain('Rapoarte');
    await userEvent.clear(input);
    await userEvent.type(input, 'profil');
    expect(screen.queryAllByRole('option').map((option) => option.querySelector('.palette__option-title')?.textContent)).not.toContain('Profil');
  });
});

describe('the routes, from the configured pages', () => {
  beforeEach(() => {
    useAuthStore.setState({ isAuthenticated: true, loading: false, lastUpdated: Date.now() });
    setAppPages(DEFAULT_PAGES.filter((page) => page.id !== 'profile'));
  });
  afterEach(() => useAuthStore.setState({ isAuthenticated: false }));

  it('sends a removed page, like any unknown path, to the first page', async () => {
    const router = createMemoryRouter(createAppRoutes(), { initialEntries: ['/profile'] });
    await act(async () => {
      render(<RouterProvider router={router} />);
    });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/daily'));
  });
});
