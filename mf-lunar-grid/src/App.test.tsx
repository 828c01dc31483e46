import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mergeWithDefaults } from '@buget/shared-domain/categories';
import type { GridCellAddress, GridCellRow, MonthGrid } from '@buget/shared-domain/planning';
import { GRID_VALUE_MESSAGES } from '@buget/shared-domain/rules';
import { useAppSettingsStore } from '@buget/shared-domain/settings';
import { TOGGLE_FULLSCREEN_EVENT, useGlobalDateStore, useLayoutStore, useToastStore } from '@buget/shared-domain/stores';
import { App } from './App';

const server = vi.hoisted(() => ({
  grid: null as MonthGrid | null,
  rows: new Map<string, GridCellRow[]>(),
  monthFetches: 0,
  // The row as stored: pending and COMPLETED rows count their amount.
  create: vi.fn(async (row: { amount: number; execution_status?: string | null }) => stored('new-id', row)),
  update: vi.fn(async (id: string, changes: { amount: number; execution_status?: string | null }) => stored(id, changes)),
  remove: vi.fn(async (ids: string[]) => ids.map((id) => ({ snapshot: id }))),
  restore: vi.fn(async (_snapshots: unknown[]) => undefined),
}));
function stored(id: string, row: { amount: number; execution_status?: string | null }): GridCellRow {
  const status = (row.execution_status ?? null) as GridCellRow['execution_status'];
  return { id, type: 'EXPENSE', amount: row.amount, actual_amount: status ? row.amount : null, planned_amount: status ? null : row.amount, execution_status: status, counted_amount: row.amount, description: null, recurring_rule_id: null };
}
const cellKey = (a: GridCellAddress) => `${a.category}|${a.subcategory ?? ''}|${a.date}`;

vi.mock('@buget/shared-domain/planning', async (importOriginal) => {
  const actual = await importOriginal<Record<string, unknown>>();
  const { useQuery } = await import('@tanstack/react-query');
  return {
    ...actual,
    useMonthGrid: (month: string) =>
      useQuery({
        queryKey: ['transactions', 'month', month],
        queryFn: async () => {
          server.monthFetches += 1;
          // The month asked for (PageDown), with the figures of the one set up.
          return server.grid && { ...server.grid, month, first_day: `${month}-01` };
        },
      }),
    createCellRow: server.create,
    updateCellRow: server.update,
    cellRowsQueryOptions: (cell: GridCellAddress) => ({
      queryKey: ['transactions', 'cell', cell],
      queryFn: async () => server.rows.get(cellKey(cell)) ?? [],
      staleTime: 0,
    }),
  };
});
vi.mock('@buget/shared-domain/accounts', async (importOriginal) => {
  const actual = await importOriginal<Record<string, unknown>>();
  return { ...actual, useBalanceInit: () => ({ isPending: false }) };
});
vi.mock('@buget/shared-domain/categories', async (importOriginal) => {
  const actual = await importOriginal<Record<string, unknown>>();
  return { ...actual, useCategories: () => ({ data: mergeWithDefaults(null) }) };
});
vi.mock('@buget/shared-domain/transactions', async (importOriginal) => {
  const actual = await importOriginal<Record<string, unknown>>();
  return {
    ...actual,
    deleteTransactions: server.remove,
    restoreTransactions: server.restore,
  };
});

const days = (n: number, balance: number) => Array.from({ length: n }, (_, i) => ({ day: i + 1, income: 0, expenses: 0, savings: 0, balance }));

function january(): MonthGrid {
  const d = days(31, 1200);
  d[11] = { day: 12, income: 0, expenses: 298, savings: 0, balance: 902 };
  for (let i = 12; i < 31; i++) d[i] = { ...d[i]!, balance: 902 };
  return {
    month: '2026-01',
    first_day: '2026-01-01',
    days_in_month: 31,
    opening_balance: 1200,
    balance_start: null,
    rows: [{ category: 'NUTRITIE', subcategory: 'Cumpărături alimentare', type: 'EXPENSE', cells: [[12, 'COMPLETED', 1, 298]] }],
    days: d,
    totals: { income: 0, expenses: 298, savings: 0, net: -298, closing_balance: 902, count: 1 },
  };
}

const row = (id: string, amount: number, status: GridCellRow['execution_status'] = 'COMPLETED'): GridCellRow => ({
  id, type: 'EXPENSE', amount, actual_amount: status === 'COMPLETED' ? amount : null, planned_amount: null,
  execution_status: status, counted_amount: amount, description: null, recurring_rule_id: null,
});

function renderApp() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <App basePath="/lunar-grid" navigate={vi.fn()} />
    </QueryClientProvider>,
  );
}

/** A grid cell by the start of its name (querySelector: role queries over 3,000 cells are slow in jsdom). */
const cell = (name: string): HTMLElement => {
  const found = document.querySelector<HTMLElement>(`[role="gridcell"][aria-label^="${name}"]`);
  if (!found) throw new Error(`no cell named ${name}`);
  return found;
};
const findCell = (name: string) => waitFor(() => cell(name));

describe('mf-lunar-grid App', () => {
  beforeEach(() => {
    useGlobalDateStore.getState().setSelectedDate('2026-01-31');
    useAppSettingsStore.setState((s) => ({ settings: { ...s.settings, confirmFinalAmount: true, confirmDeleteActions: true } }));
    useToastStore.getState().clear();
    localStorage.clear();
    // Only Nutriție open: a smaller table for jsdom.
    localStorage.setItem('buget-grid-collapsed', JSON.stringify({ '': mergeWithDefaults(null).map((c) => c.name).filter((n) => n !== 'NUTRITIE') }));
    server.grid = january();
    server.monthFetches = 0;
    server.rows = new Map([[cellKey({ category: 'NUTRITIE', subcategory: 'Cumpărături alimentare', date: '2026-01-12' }), [row('r1', 298)]]]);
    for (const fn of [server.create, server.update, server.remove, server.restore]) fn.mockClear();
  });

  it('has its own title bar, since the shell hides its header on this page', () => {
    renderApp();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Grid Lunar']);
  });

  it('draws the month: catalogue rows, day columns with weekday initials, sums, summary rows', async () => {
    renderApp();
    const grid = await screen.findByRole('grid', { name: 'Grila lunară, Ianuarie 2026' });
    // 1 January 2026 is a Thursday.
    expect(grid.querySelector('[role="columnheader"][aria-label="1 ianuarie, J"]')).toBeTruthy();
    expect(cell('Nutriție › Cumpărături alimentare, 12 ianuarie: 298 lei')).toBeTruthy();
    expect(cell('Nutriție, 12 ianuarie: 298 lei')).toBeTruthy();
    expect(cell('Sold, 12 ianuarie: 902 lei')).toBeTruthy();
    expect(cell('Total cheltuieli, total lună: 298 lei')).toBeTruthy();
    expect(grid.getAttribute('aria-colcount')).toBe('33');
  });

  it('collapsing a category hides its subcategories and is remembered', async () => {
    const { unmount } = renderApp();
    await userEvent.click(await screen.findByRole('button', { name: /^Nutriție, 5 subcategorii/ }));
    expect(document.querySelector('[aria-label^="Nutriție › Cumpărături alimentare"]')).toBeNull();
    unmount();
    renderApp();
    expect((await screen.findByRole('button', { name: /^Nutriție, 5 subcategorii/ })).getAttribute('aria-expanded')).toBe('false');
  });

  it('typing a digit edits; a bad value shows its message and saves nothing; Escape restores', async () => {
    renderApp();
    const target = await findCell('Nutriție › Restaurante, 3 ianuarie: gol');
    target.focus();
    await userEvent.keyboard('1');
    const input = within(target).getByRole('textbox');
    await userEvent.type(input, 'abc{Enter}');
    expect(within(target).getByRole('alert').textContent).toBe(GRID_VALUE_MESSAGES.invalidNumber);
    await userEvent.keyboard('{Escape}');
    expect(within(target).queryByRole('textbox')).toBeNull();
    expect(server.create).not.toHaveBeenCalled();
  });

  it('"-50" typed into a cell starts the edit with its minus sign: refused as negative, nothing saved', async () => {
    useAppSettingsStore.setState((s) => ({ settings: { ...s.settings, confirmFinalAmount: false } }));
    renderApp();
    const target = await findCell('Nutriție › Restaurante, 3 ianuarie: gol');
    target.focus();
    await userEvent.keyboard('-50{Enter}');
    expect((within(target).getByRole('textbox') as HTMLInputElement).value).toBe('-50');
    expect(within(target).getByRole('alert').textContent).toBe(GRID_VALUE_MESSAGES.negative);
    expect(server.create).not.toHaveBeenCalled();
  });

  it('Tab enters the grid at its active cell and leaves it for the next control; every navigation key keeps the focus on a cell', async () => {
    renderApp();
    await findCell('Nutriție › Cumpărături alimentare, 1 ianuarie');
    screen.getByRole('button', { name: 'Restrânge tot' }).focus();
    // The first subcategory's cell for day 1 (today is not in January 2026), past the row headers' buttons.
    await userEvent.tab();
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Nutriție › Cumpărături alimentare, 1 ianuarie/);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await userEvent.tab();
    expect(screen.getByRole('grid').contains(document.activeElement)).toBe(false);
    await userEvent.tab({ shift: true });
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Nutriție › Cumpărături alimentare, 3 ianuarie/);
    const onCell = () => expect(document.activeElement?.closest('[role="grid"]')).toBeTruthy();
    await userEvent.keyboard('{Control>}{End}{/Control}');
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Sold, total lună/);
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Venituri, \d+ subcategorii/);
    onCell();
    // A row header's own buttons are in the Tab order while it is the active cell.
    await userEvent.keyboard('{ArrowDown}'.repeat(2));
    await userEvent.tab();
    const category = /^Adaugă subcategorie în (.+)$/.exec(document.activeElement?.getAttribute('aria-label') ?? '')?.[1];
    expect(category).toBeTruthy();
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(new RegExp(`^${category}, 1 ianuarie`));
    // PageDown shows the next month (loaded meanwhile): the focus comes back to the same cell.
    await userEvent.keyboard('{PageDown}');
    expect(screen.getByTestId('grid-selected-month').textContent).toBe('Februarie 2026');
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toMatch(new RegExp(`^${category}, 1 februarie`)));
    await userEvent.keyboard('{PageUp}');
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toMatch(new RegExp(`^${category}, 1 ianuarie`)));
  });

  it('Enter saves an empty cell as a new row after "Da, finală", totals move before the server answers, and the cursor moves down', async () => {
    let answer: (v: GridCellRow) => void = () => undefined;
    server.create.mockImplementationOnce(() => new Promise((resolve) => { answer = resolve; }));
    renderApp();
    const target = await findCell('Nutriție › Restaurante, 3 ianuarie: gol');
    target.focus();
    await userEvent.keyboard('45,5{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Este suma finală și completă?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Da, finală' }));
    expect(server.create).toHaveBeenCalledWith(expect.objectContaining({
      type: 'EXPENSE', amount: 45.5, actual_amount: 45.5, execution_status: 'COMPLETED', category: 'NUTRITIE', subcategory: 'Restaurante', date: '2026-01-03',
    }));
    // Before the server answers: the cell, the category and the balance already show it.
    await waitFor(() => expect(cell('Nutriție › Restaurante, 3 ianuarie: 45,50 lei')).toBeTruthy());
    expect(cell('Sold, 3 ianuarie: 1.154,50 lei')).toBeTruthy();
    expect(cell('Total cheltuieli, total lună: 343,50 lei')).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label') ?? '').toMatch(/^Nutriție › Livrări de mâncare, 3 ianuarie/));
    expect(screen.getByText('Se salvează…')).toBeTruthy();
    // The server counted it otherwise (as it would a MODIFIED row): its answer replaces the guess,
    // and the month is not fetched again.
    const fetches = server.monthFetches;
    await act(async () => answer({ ...stored('new-id', { amount: 45.5, execution_status: 'COMPLETED' }), execution_status: 'MODIFIED', actual_amount: 60, counted_amount: 60 }));
    await waitFor(() => expect(screen.queryByText('Se salvează…')).toBeNull());
    expect(cell('Nutriție › Restaurante, 3 ianuarie: 60 lei')).toBeTruthy();
    expect(cell('Sold, 3 ianuarie: 1.140 lei')).toBeTruthy();
    expect(cell('Total cheltuieli, total lună: 358 lei')).toBeTruthy();
    expect(server.monthFetches).toBe(fetches);
  });

  it('reads an amount as Romanians write it, shows the reading under the cell and saves it with its bani', async () => {
    useAppSettingsStore.setState((s) => ({ settings: { ...s.settings, confirmFinalAmount: false } }));
    renderApp();
    const target = await findCell('Nutriție › Restaurante, 3 ianuarie: gol');
    target.focus();
    await userEvent.keyboard('1');
    const input = within(target).getByRole('textbox');
    await userEvent.type(input, '.234,56');
    const reading = within(target).getByText('Citit: 1.234,56 lei');
    expect(input.getAttribute('aria-describedby')).toBe(reading.id);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(server.create).toHaveBeenCalledWith(expect.objectContaining({ amount: 1234.56, date: '2026-01-03' })));
    await waitFor(() => expect(cell('Nutriție › Restaurante, 3 ianuarie: 1.234,56 lei')).toBeTruthy());
  });

  it('a cell of a day after today is saved as planned, without the final-amount question', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-02T12:00:00'));
    try {
      renderApp();
      const target = await findCell('Nutriție › Restaurante, 3 ianuarie: gol');
      target.focus();
      await userEvent.keyboard('45{Enter}');
      await waitFor(() => expect(server.create).toHaveBeenCalledWith(expect.objectContaining({ amount: 45, execution_status: null, date: '2026-01-03' })));
      expect(screen.queryByRole('dialog', { name: 'Este suma finală și completă?' })).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('"Încă nu" saves the one row of a cell as planned, updated in place by id', async () => {
    renderApp();
    const target = await findCell('Nutriție › Cumpărături alimentare, 12 ianuarie');
    target.focus();
    await userEvent.keyboard('{Enter}');
    const input = within(target).getByRole('textbox');
    expect((input as HTMLInputElement).value).toBe('298');
    await userEvent.clear(input);
    await userEvent.type(input, '310{Tab}');
    await userEvent.click(await screen.findByRole('button', { name: 'Încă nu' }));
    expect(server.update).toHaveBeenCalledWith('r1', { amount: 310, actual_amount: null, planned_amount: 310, execution_status: null });
    expect(server.create).not.toHaveBeenCalled();
  });

  it('a failed write puts the cell back and says why', async () => {
    server.create.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    useAppSettingsStore.setState((s) => ({ settings: { ...s.settings, confirmFinalAmount: false } }));
    renderApp();
    const target = await findCell('Nutriție › Restaurante, 3 ianuarie: gol');
    target.focus();
    await userEvent.keyboard('99{Enter}');
    await waitFor(() => expect(useToastStore.getState().toasts.map((t) => t.message).join()).toMatch(/Eroare la salvarea tranzacției. Eroare de rețea.*revenit/));
    expect(cell('Nutriție › Restaurante, 3 ianuarie: gol')).toBeTruthy();
    expect(cell('Sold, 3 ianuarie: 1.200 lei')).toBeTruthy();
    // After a failure the month is fetched again.
    await waitFor(() => expect(server.monthFetches).toBeGreaterThan(1));
  });

  it('Delete asks, deletes every row of the cell, and Anulează or Ctrl+Z restores them', async () => {
    renderApp();
    const target = await findCell('Nutriție › Cumpărături alimentare, 12 ianuarie');
    target.focus();
    await userEvent.keyboard('{Delete}');
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Ștergi tranzacția?' })).getByRole('button', { name: 'Șterge' }));
    await waitFor(() => expect(server.remove).toHaveBeenCalledWith(['r1']));
    const toast = await waitFor(() => {
      const found = useToastStore.getState().toasts.find((t) => t.message === 'Tranzacția a fost ștearsă.');
      if (!found) throw new Error('no toast');
      return found;
    });
    expect(toast.action?.label).toBe('Anulează');
    cell('Nutriție › Cumpărături alimentare, 12 ianuarie').focus();
    fireEvent.keyDown(document.activeElement as Element, { key: 'z', ctrlKey: true });
    await waitFor(() => expect(server.restore).toHaveBeenCalledWith([{ snapshot: 'r1' }]));
  });

  it('a cell with several rows opens their list, each editable, with Adaugă', async () => {
    server.rows.set(cellKey({ category: 'NUTRITIE', subcategory: 'Cumpărături alimentare', date: '2026-01-12' }), [row('r1', 200), row('r2', 98, null)]);
    server.grid = { ...january(), rows: [{ category: 'NUTRITIE', subcategory: 'Cumpărături alimentare', type: 'EXPENSE', cells: [[12, 'COMPLETED', 1, 200], [12, null, 1, 98]] }] };
    renderApp();
    const target = await findCell('Nutriție › Cumpărături alimentare, 12 ianuarie: 298 lei, 2 tranzacții');
    target.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Nutriție › Cumpărături alimentare, 12 ianuarie' });
    await within(dialog).findByRole('form', { name: 'Tranzacția 2' });
    const second = within(dialog).getByRole('form', { name: 'Tranzacția 2' });
    await userEvent.clear(within(second).getByRole('textbox'));
    await userEvent.type(within(second).getByRole('textbox'), '120');
    await userEvent.click(within(second).getByRole('button', { name: 'Salvează' }));
    expect(server.update).toHaveBeenCalledWith('r2', { amount: 120, actual_amount: null, planned_amount: 120, execution_status: null });
    const added = within(dialog).getByRole('form', { name: 'Tranzacție nouă' });
    await userEvent.type(within(added).getByRole('textbox'), '0');
    await userEvent.click(within(added).getByRole('button', { name: 'Adaugă' }));
    expect(within(added).getByRole('alert').textContent).toBe(GRID_VALUE_MESSAGES.zero);
    await userEvent.clear(within(added).getByRole('textbox'));
    await userEvent.type(within(added).getByRole('textbox'), '15');
    await userEvent.click(within(added).getByRole('button', { name: 'Adaugă' }));
    expect(server.create).toHaveBeenCalledWith(expect.objectContaining({ amount: 15, date: '2026-01-12', execution_status: null }));
  });

  it('moves the shared date by months (buttons, PageDown) and titles the month in Romanian', async () => {
    renderApp();
    expect(screen.getByTestId('grid-selected-month').textContent).toBe('Ianuarie 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Luna următoare' }));
    expect(screen.getByTestId('grid-selected-month').textContent).toBe('Februarie 2026');
    expect(useGlobalDateStore.getState().selectedDate).toBe('2026-02-28');
    fireEvent.keyDown(window, { key: 'PageUp' });
    expect(useGlobalDateStore.getState().selectedDate).toBe('2026-01-28');
  });

  it('points phone users to Tranzacții', async () => {
    const navigate = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <App basePath="/lunar-grid" navigate={navigate} />
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Mergi la Tranzacții' }));
    expect(navigate).toHaveBeenCalledWith('/transactions');
  });

  it("Ctrl+Shift+F1 (the shell's event) toggles fullscreen in the shared layout store, Esc leaves it, leaving the page ends it", async () => {
    const { unmount } = renderApp();
    const fullscreen = () => useLayoutStore.getState().gridFullscreen;
    expect(fullscreen()).toBe(false);
    act(() => void window.dispatchEvent(new CustomEvent(TOGGLE_FULLSCREEN_EVENT)));
    expect(fullscreen()).toBe(true);
    expect(screen.getByRole('button', { name: 'Ieși din ecran complet' }).getAttribute('aria-pressed')).toBe('true');
    act(() => void window.dispatchEvent(new CustomEvent(TOGGLE_FULLSCREEN_EVENT)));
    expect(fullscreen()).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Ecran complet' }));
    expect(fullscreen()).toBe(true);
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(fullscreen()).toBe(false);
    act(() => void window.dispatchEvent(new CustomEvent(TOGGLE_FULLSCREEN_EVENT)));
    unmount();
    expect(fullscreen()).toBe(false);
  });
});
