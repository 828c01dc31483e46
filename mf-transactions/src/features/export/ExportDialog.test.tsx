import type { TransactionRow } from '@buget/shared-domain/transactions';
import { ERROR_MESSAGES } from '@buget/shared-domain/rules';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_FILTERS } from '../filters/url-filters';
import { ExportDialog } from './ExportDialog';

const api = vi.hoisted(() => ({ list: vi.fn(), page: vi.fn(), download: vi.fn() }));

// The originals are typed loosely on purpose: a type-level `import * as` of a module marks every
// export of it as used for knip, which would hide dead code in shared-domain.
vi.mock('@buget/shared-domain/transactions', async (importOriginal) => {
  const actual = await importOriginal<Record<string, unknown>>();
  return { ...actual, listTransactions: api.list, exportTransactionsPage: api.page };
});
vi.mock('./run-export', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  download: api.download,
}));

const row = (n: number): TransactionRow => ({
  id: `id-${n}`, user_id: 'u', account_id: 'bank', to_account_id: null, type: 'EXPENSE', amount: n, actual_amount: null, planned_amount: null,
  execution_status: 'COMPLETED', date: '2026-03-10', category: 'NUTRITIE', subcategory: null, description: `r${n}`,
  currency: 'RON', recurring: false, frequency: 'NONE', recurring_rule_id: null, running_balance: -n, counted_amount: n,
});

/** jsdom's Blob has no text(): read it as a browser without it would. */
const readText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

const renderDialog = () => render(<ExportDialog open onOpenChange={vi.fn()} filters={DEFAULT_FILTERS} categories={[]} accountNames={new Map([['bank', 'Bancă']])} />);

describe('ExportDialog', () => {
  beforeEach(() => Object.values(api).forEach((f) => f.mockReset()));

  it('exports a small set at once, paging by cursor, and names the file', async () => {
    api.list.mockResolvedValue({ rows: [row(1)], total: 3 });
    api.page.mockResolvedValueOnce({ rows: [row(1), row(2), row(3)], next: null });
    renderDialog();
    await userEvent.type(screen.getByLabelText('Numele fișierului'), 'raport martie');
    await userEvent.click(screen.getByRole('button', { name: 'Exportă' }));
    await screen.findByText('Exportul este gata: 3 rânduri descărcate.');
    expect(api.page).toHaveBeenCalledWith(expect.objectContaining({ sortBy: 'date' }), null, 10_000, expect.any(AbortSignal));
    const [blob, name] = api.download.mock.calls[0] as [Blob, string];
    expect(name).toBe('raport-martie.csv');
    const text = await readText(blob);
    expect(text.trim().split('\r\n')).toHaveLength(4);
  });

  it("names a CSV after the report's title, keeps the header first, and writes account names and the person's date format", async () => {
    api.list.mockResolvedValue({ rows: [row(1)], total: 1 });
    api.page.mockResolvedValueOnce({ rows: [row(7)], next: null });
    renderDialog();
    await userEvent.type(screen.getByLabelText('Titlul raportului (opțional)'), 'Cheltuieli martie');
    await userEvent.click(screen.getByRole('button', { name: 'Exportă' }));
    await screen.findByText('Exportul este gata: 1 rând descărcat.');
    const [blob, name] = api.download.mock.calls[0] as [Blob, string];
    expect(name).toBe('cheltuieli-martie.csv');
    const lines = (await readText(blob)).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]?.startsWith('Dată;Tip;Cont;')).toBe(true);
    expect(lines[1]?.startsWith('10/03/2026;Cheltuială;Bancă;')).toBe(true);
  });

  it('asks before a large export, shows progress and can be cancelled', async () => {
    api.list.mockResolvedValue({ rows: [row(1)], total: 25_000 });
    let release: (value: unknown) => void = () => undefined;
    api.page.mockImplementation((_f, _after, _size, signal: AbortSignal) =>
      new Promise((resolve, reject) => {
        release = resolve;
        signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }));
    renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Exportă' }));
    expect((await screen.findByRole('alert')).textContent).toContain('25.000');
    await userEvent.click(screen.getByRole('button', { name: 'Exportă 25.000 de rânduri' }));
    expect(await screen.findByText('Se exportă... 0%')).toBeTruthy();
    expect(screen.getByRole('progressbar')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Anulează exportul' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/anulat/i));
    expect(api.download).not.toHaveBeenCalled();
    release({ rows: [], next: null });
  });

  it('refuses a date range that ends before it starts', async () => {
    renderDialog();
    await userEvent.selectOptions(screen.getByLabelText('Ce exporți'), 'range');
    const from = screen.getByLabelText('De la');
    await userEvent.clear(from);
    await userEvent.type(from, '01/05/2026');
    const to = screen.getByLabelText('Până la');
    await userEvent.clear(to);
    await userEvent.type(to, '01/04/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Exportă' }));
    // The end field says why under itself; the form refuses the range as a whole.
    expect(screen.getByText('Data nu poate fi înainte de 01/05/2026.')).toBeTruthy();
    expect(screen.getByText(ERROR_MESSAGES.EXPORT_DATE_INVALIDE)).toBeTruthy();
    expect(api.list).not.toHaveBeenCalled();
  });
});
