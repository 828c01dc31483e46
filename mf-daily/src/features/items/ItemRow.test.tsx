import type { DailyItem } from '@buget/shared-domain/planning';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ItemRow, type ItemHandlers } from './ItemRow';

const item: DailyItem = {
  id: 'i1', date: '2026-03-10', type: 'EXPENSE', category: 'LOCUINTA', subcategory: 'Electricitate', description: 'Factură Enel',
  amount: 189.99, actual: null, status: null, unplanned: false, recurring: false, postponed_from_id: null, postponed_to: null, currency: 'RON', reconciled: false,
};

function renderEditor() {
  const handlers: ItemHandlers = { onComplete: vi.fn(), onEdit: vi.fn(), onPostpone: vi.fn(), onRevert: vi.fn(), onSelect: vi.fn() };
  render(
    <ul>
      <ItemRow item={item} selected editing onEditingChange={vi.fn()} handlers={handlers} today="2026-03-10" />
    </ul>,
  );
  return handlers;
}

describe('the actual amount editor', () => {
  it('starts with the planned amount and its bani, and shows the planned amount to the ban', () => {
    renderEditor();
    expect((screen.getByLabelText('Suma reală') as HTMLInputElement).value).toBe('189,99');
    expect(screen.getByTestId('daily-item-planned').textContent).toBe('189,99 lei');
  });
  it('reads the amount as Romanians write it, shows the reading, and saves it', async () => {
    const handlers = renderEditor();
    const input = screen.getByLabelText('Suma reală');
    await userEvent.clear(input);
    await userEvent.type(input, '1.234,5');
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByText('Citit: 1.234,50 lei').id);
    await userEvent.keyboard('{Enter}');
    expect(handlers.onEdit).toHaveBeenCalledWith(item, 1234.5);
  });
});

describe('an item of a day after today', () => {
  it('offers no "Realizat" and no real amount, only postponing (a done row cannot be dated in the future)', () => {
    const handlers: ItemHandlers = { onComplete: vi.fn(), onEdit: vi.fn(), onPostpone: vi.fn(), onRevert: vi.fn(), onSelect: vi.fn() };
    render(
      <ul>
        <ItemRow item={item} selected={false} editing={false} onEditingChange={vi.fn()} handlers={handlers} today="2026-03-09" />
      </ul>,
    );
    expect(screen.queryByRole('button', { name: 'Realizat' })).toBeNull();
    expect(screen.getByRole('button', { name: /Amân/ })).toBeTruthy();
  });
});
