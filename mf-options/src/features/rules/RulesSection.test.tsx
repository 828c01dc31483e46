import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildDefaultCategories } from '@buget/shared-domain/categories';
import type { CategoryRule } from '@buget/shared-domain/imports';
import { RulesSection } from './RulesSection';

const state = vi.hoisted(() => ({
  rules: [] as CategoryRule[],
  reorder: vi.fn(),
  create: vi.fn(),
  update: vi.fn(),
  remove: vi.fn(),
}));

// The originals are typed loosely on purpose (see SettingsSection.test.tsx: knip and `import *`).
vi.mock('@buget/shared-domain/imports', async (importOriginal) => {
  const actual = await importOriginal<Record<string, unknown>>();
  const mutation = (fn: (...args: unknown[]) => unknown) => ({ mutate: fn, mutateAsync: fn, isPending: false });
  return {
    ...actual,
    useCategoryRules: () => ({ data: state.rules, isPending: false, isError: false }),
    useReorderCategoryRules: () => mutation(state.reorder),
    useCreateCategoryRule: () => mutation(state.create),
    useUpdateCategoryRule: () => mutation(state.update),
    useDeleteCategoryRule: () => mutation(state.remove),
  };
});
vi.mock('@buget/shared-domain/categories', async (importOriginal) => {
  const actual = await importOriginal<Record<string, unknown>>();
  return { ...actual, useCategories: () => ({ data: buildDefaultCategories() }) };
});

const rule = (id: string, position: number, patch: Partial<CategoryRule> = {}): CategoryRule => ({
  id, position, matchKind: 'CONTAINS', pattern: id, category: 'NUTRITIE', subcategory: null, ...patch,
});

describe('RulesSection', () => {
  beforeEach(() => {
    state.rules = [];
    for (const fn of [state.reorder, state.create, state.update, state.remove]) fn.mockReset().mockResolvedValue(undefined);
  });

  it('with no rules, says what rules are for', () => {
    render(<RulesSection />);
    expect(screen.getByRole('heading', { name: 'Nicio regulă încă' })).toBeTruthy();
    expect(screen.getByText(/dă categoria rândurilor importate din extrasele băncii/)).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('lists the rules in order as sentences and moves one with its buttons', async () => {
    state.rules = [
      rule('r1', 0, { pattern: 'Mega Image', subcategory: 'Cumpărături alimentare' }),
      rule('r2', 1, { pattern: 'Netflix', matchKind: 'EXACT', category: 'TIMP_LIBER', subcategory: null }),
      rule('r3', 2, { pattern: 'OMV', category: 'TRANSPORT', subcategory: 'Combustibil' }),
    ];
    render(<RulesSection />);
    const rows = within(screen.getByRole('list', { name: 'Regulile tale, în ordinea în care se aplică' })).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      'Dacă descrierea sau beneficiarul conține „Mega Image” → Nutriție › Cumpărături alimentare',
      'Dacă descrierea sau beneficiarul este exact „Netflix” → Timp liber',
      'Dacă descrierea sau beneficiarul conține „OMV” → Transport › Combustibil',
    ]);
    expect(screen.getByText('3 din 500 de reguli.', { exact: false })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mută regula „Mega Image” mai sus' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Mută regula „OMV” mai jos' }).hasAttribute('disabled')).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Mută regula „Mega Image” mai jos' }));
    await userEvent.click(screen.getByRole('button', { name: 'Mută regula „OMV” mai sus' }));
    expect(state.reorder.mock.calls.map(([ids]) => ids)).toEqual([
      ['r2', 'r1', 'r3'],
      ['r1', 'r3', 'r2'],
    ]);
  });

  it('adds a rule from the dialog: nothing is sent while a field is wrong, then the parsed form', async () => {
    render(<RulesSection />);
    await userEvent.click(screen.getByRole('button', { name: 'Adaugă regulă' }));
    const dialog = screen.getByRole('dialog', { name: 'Adaugă regulă' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adaugă regula' }));
    expect(within(dialog).getByText('Scrie textul pe care îl caută regula.')).toBeTruthy();
    expect(within(dialog).getByText('Alege categoria.')).toBeTruthy();
    expect(state.create).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByLabelText('Textul căutat'), '  Lidl ');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'este exact' }));
    await userEvent.selectOptions(within(dialog).getByLabelText('Categorie'), 'Nutriție');
    await userEvent.selectOptions(within(dialog).getByLabelText('Subcategorie'), 'Cumpărături alimentare');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adaugă regula' }));
    expect(state.create).toHaveBeenCalledWith({ pattern: 'Lidl', matchKind: 'EXACT', category: 'NUTRITIE', subcategory: 'Cumpărături alimentare' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the server's refusal in the dialog and keeps it open", async () => {
    state.create.mockRejectedValue(Object.assign(new Error('too many rules'), { code: 'P0001', hint: 'RULES_LIMIT' }));
    render(<RulesSection />);
    await userEvent.click(screen.getByRole('button', { name: 'Adaugă regulă' }));
    const dialog = screen.getByRole('dialog', { name: 'Adaugă regulă' });
    await userEvent.type(within(dialog).getByLabelText('Textul căutat'), 'Lidl');
    await userEvent.selectOptions(within(dialog).getByLabelText('Categorie'), 'Nutriție');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adaugă regula' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Poți avea cel mult 500 de reguli.');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('marks a rule whose category is gone, edits a rule with its values in the dialog, and deletes one only after the question', async () => {
    state.rules = [
      rule('r1', 0, { pattern: 'Mega Image', subcategory: 'Cumpărături alimentare' }),
      rule('r2', 1, { pattern: 'Uber', category: 'TRANSPORT' }),
      rule('r3', 2, { pattern: 'Vet', category: 'Animale' }),
    ];
    render(<RulesSection />);
    // A rule whose category was renamed or deleted since says so.
    expect(screen.getAllByText('Categoria nu mai există: editează regula').map((badge) => badge.closest('li')?.getAttribute('data-rule-id'))).toEqual(['r3']);
    await userEvent.click(screen.getByRole('button', { name: 'Editează regula „Mega Image”' }));
    const dialog = screen.getByRole('dialog', { name: 'Editează regula' });
    expect((within(dialog).getByLabelText('Textul căutat') as HTMLInputElement).value).toBe('Mega Image');
    expect((within(dialog).getByLabelText('Subcategorie') as HTMLSelectElement).value).toBe('Cumpărături alimentare');
    await userEvent.selectOptions(within(dialog).getByLabelText('Subcategorie'), 'Restaurante');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvează regula' }));
    expect(state.update).toHaveBeenCalledWith({ id: 'r1', pattern: 'Mega Image', matchKind: 'CONTAINS', category: 'NUTRITIE', subcategory: 'Restaurante' });

    await userEvent.click(screen.getByRole('button', { name: 'Șterge regula „Uber”' }));
    const question = screen.getByRole('dialog', { name: 'Ștergi regula „Uber”?' });
    expect(state.remove).not.toHaveBeenCalled();
    await userEvent.click(within(question).getByRole('button', { name: 'Șterge regula' }));
    expect(state.remove).toHaveBeenCalledWith('r2');
  });
});
