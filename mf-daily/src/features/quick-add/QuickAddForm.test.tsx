import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mergeWithDefaults } from '@buget/shared-domain/categories';
import type { UnplannedDraft } from '@buget/shared-domain/planning';
import { TRANSACTION_FORM_MESSAGES } from '@buget/shared-domain/rules';
import { QuickAddForm } from './QuickAddForm';

vi.mock('@buget/shared-domain/categories', async (importOriginal) => {
  const actual = await importOriginal<Record<string, unknown>>();
  return { ...actual, useCategories: () => ({ data: mergeWithDefaults(null) }) };
});
const accountsState = vi.hoisted(() => ({ pending: false }));
vi.mock('@buget/shared-domain/accounts', async (importOriginal) => {
  const actual = await importOriginal<Record<string, unknown>>();
  return { ...actual, useUserAccounts: () => (accountsState.pending ? { data: undefined, isPending: true } : { data: [], isPending: false }) };
});

const onAdd = vi.fn<(draft: UnplannedDraft) => void>();
const TODAY = '2026-11-27';
const form = () => render(<QuickAddForm date={TODAY} today={TODAY} onAdd={onAdd} amountRef={createRef()} serverCategoryError={null} />);
const amount = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Sumă (lei)' });
const add = () => screen.getByRole('button', { name: 'Adaugă' });
const required = () => screen.queryByText(TRANSACTION_FORM_MESSAGES.amountRequired);

describe('QuickAddForm', () => {
  beforeEach(() => {
    onAdd.mockClear();
    accountsState.pending = false;
  });

  it('keeps the account field in its place, disabled, while the accounts load; none once there are none', () => {
    accountsState.pending = true;
    const { rerender } = form();
    const field = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Cont' });
    expect(field.disabled).toBe(true);
    expect(field.getAttribute('aria-busy')).toBe('true');
    accountsState.pending = false;
    rerender(<QuickAddForm date={TODAY} today={TODAY} onAdd={onAdd} amountRef={createRef()} serverCategoryError={null} />);
    expect(screen.queryByRole('combobox', { name: 'Cont' })).toBeNull();
  });

  it('a double click on Adaugă saves once and shows no message on the emptied field', async () => {
    const user = userEvent.setup();
    form();
    await user.type(amount(), '25');
    await user.dblClick(add());
    expect(onAdd).toHaveBeenCalledOnce();
    expect(onAdd.mock.calls[0]?.[0]).toMatchObject({ amount: 25, category: 'NUTRITIE', date: TODAY });
    expect(amount().value).toBe('');
    expect(required()).toBeNull();
    expect(amount().getAttribute('aria-invalid')).not.toBe('true');
    // Enter on the emptied form is dropped the same way.
    await user.type(amount(), '{Enter}');
    expect(required()).toBeNull();
    expect(onAdd).toHaveBeenCalledOnce();
  });

  it('checks the form again once a field is edited after the save', async () => {
    const user = userEvent.setup();
    form();
    await user.type(amount(), '25{Enter}');
    await user.type(amount(), '3{Backspace}');
    await user.click(add());
    expect(required()).not.toBeNull();
    await user.type(amount(), '7{Enter}');
    expect(onAdd).toHaveBeenCalledTimes(2);
    expect(required()).toBeNull();
  });

  it('says the amount is missing on a first submit of the empty form', async () => {
    const user = userEvent.setup();
    form();
    await user.click(add());
    expect(required()).not.toBeNull();
    expect(onAdd).not.toHaveBeenCalled();
  });
});
