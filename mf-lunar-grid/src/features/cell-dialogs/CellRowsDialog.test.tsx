import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { GridCellRow } from '@buget/shared-domain/planning';
import { CellRowsDialog, type RowWrite } from './CellRowsDialog';

const rows: GridCellRow[] = [
  { id: 'a', type: 'EXPENSE', amount: 40, actual_amount: null, planned_amount: 40, execution_status: null, counted_amount: 40, description: 'a', recurring_rule_id: null },
];
vi.mock('@buget/shared-domain/planning', async (importOriginal) => {
  const actual = await importOriginal<Record<string, unknown>>();
  return { ...actual, cellRowsQueryOptions: () => ({ queryKey: ['cell-rows-test'], queryFn: () => rows }) };
});

const show = (onSave: (write: RowWrite) => void, onClose = vi.fn()) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CellRowsDialog address={{ category: 'NUTRITIE', subcategory: 'Piață', date: '2026-11-04' }} title="Piață, 4 noiembrie" onSave={onSave} onDelete={vi.fn()} onClose={onClose} />
    </QueryClientProvider>,
  );

describe('CellRowsDialog', () => {
  it('a double click on the new row\'s Adaugă saves once and shows no message on the emptied field', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn<(write: RowWrite) => void>();
    show(onSave);
    const row = await screen.findByRole('form', { name: 'Tranzacție nouă' });
    await user.type(within(row).getByRole('textbox'), '15');
    await user.dblClick(within(row).getByRole('button', { name: 'Adaugă' }));
    expect(onSave).toHaveBeenCalledOnce();
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ row: null, value: 15 });
    expect(within(row).getByRole<HTMLInputElement>('textbox').value).toBe('');
    expect(within(row).queryByRole('alert')).toBeNull();
  });

  it('asks before Escape throws away an amount typed and not saved; a saved one closes at once', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    show(vi.fn(), onClose);
    const row = await screen.findByRole('form', { name: 'a' });
    await user.clear(within(row).getByRole('textbox'));
    await user.type(within(row).getByRole('textbox'), '55');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Renunți la modificări?' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continuă editarea' }));
    expect(within(row).getByRole<HTMLInputElement>('textbox').value).toBe('55');
    await user.click(within(row).getByRole('button', { name: 'Salvează' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Renunți la modificări?' })).toBeNull();
    expect(onClose).toHaveBeenCalledOnce();
  });
});
