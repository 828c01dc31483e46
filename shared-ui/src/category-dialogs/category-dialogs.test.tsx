import { addSubcategory, mergeWithDefaults } from '@buget/shared-domain/categories';
import { SUBCATEGORY_MESSAGES as M } from '@buget/shared-domain/rules';
import type { Category } from '@buget/shared-domain/schemas';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AddSubcategoryDialog, DeleteSubcategoryDialog, NameDialog, RenameSubcategoryDialog } from './index';

const state = vi.hoisted(() => ({
  categories: [] as Category[],
  usage: 3 as number | undefined,
  add: vi.fn(async () => undefined),
  rename: vi.fn(async () => 1),
  remove: vi.fn(),
}));

// The original is typed loosely on purpose (see mf-transactions' TransactionFormDialog.test.tsx).
vi.mock('@buget/shared-domain/categories', async (importOriginal) => {
  const actual = await importOriginal<Record<string, unknown>>();
  return {
    ...actual,
    useCategories: () => ({ data: state.categories }),
    useCategoryUsage: () => ({ data: state.usage }),
    useAddSubcategory: () => ({ mutateAsync: state.add, isPending: false }),
    useRenameSubcategory: () => ({ mutateAsync: state.rename, isPending: false }),
    useDeleteSubcategory: () => ({ mutate: state.remove, isPending: false }),
  };
});

function withCustom(...names: string[]): Category[] {
  let categories = mergeWithDefaults(null);
  for (const name of names) {
    const added = addSubcategory(categories, 'NUTRITIE', name);
    if (!added.ok) throw new Error(added.error);
    categories = added.value;
  }
  return categories;
}

const onClose = vi.fn();

beforeEach(() => {
  state.categories = withCustom('Piață', 'Brutărie');
  state.usage = 3;
  for (const fn of [state.add, state.rename, state.remove, onClose]) fn.mockClear();
});

describe('NameDialog', () => {
  const renderDialog = (onSave: (name: string) => Promise<unknown>) =>
    render(
      <NameDialog
        title="Adaugă categorie"
        label="Numele categoriei"
        submitLabel="Adaugă"
        check={(name) => (name.trim() === 'Casa' ? 'Există deja' : null)}
        onSave={onSave}
        onClose={onClose}
      />,
    );

  it('shows the rule under the field and sends nothing; a valid name goes trimmed and the dialog closes', async () => {
    const onSave = vi.fn(async () => undefined);
    renderDialog(onSave);
    const field = screen.getByLabelText('Numele categoriei');
    await userEvent.type(field, ' Casa {Enter}');
    expect(screen.getByRole('alert').textContent).toBe('Există deja');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(onSave).not.toHaveBeenCalled();

    await userEvent.type(field, 'Mare{Enter}');
    // Typing again clears the message.
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith('Casa Mare');
  });

  it('stays open with what was typed when the save is refused', async () => {
    const onSave = vi.fn(async () => Promise.reject(new Error('refuzat')));
    renderDialog(onSave);
    await userEvent.type(screen.getByLabelText('Numele categoriei'), 'Grădină{Enter}');
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Adaugă' }).getAttribute('aria-busy')).not.toBe('true'));
    expect((screen.getByLabelText('Numele categoriei') as HTMLInputElement).value).toBe('Grădină');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on Renunță without saving', async () => {
    const onSave = vi.fn(async () => undefined);
    renderDialog(onSave);
    await userEvent.click(screen.getByRole('button', { name: 'Renunță' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onSave).not.toHaveBeenCalled();
  });
});

describe('AddSubcategoryDialog', () => {
  it('adds a subcategory under the category and tells how many custom ones it has', async () => {
    render(<AddSubcategoryDialog categoryName="NUTRITIE" onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Adaugă subcategorie în Nutriție' });
    expect(dialog.textContent).toContain('Subcategorii personalizate: 2 din 5');
    await userEvent.type(within(dialog).getByLabelText('Numele subcategoriei'), ' Cofetărie {Enter}');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(state.add).toHaveBeenCalledWith({ category: 'NUTRITIE', name: 'Cofetărie' });
  });

  it('refuses an empty name and a duplicate in another case and spacing, sending nothing', async () => {
    render(<AddSubcategoryDialog categoryName="NUTRITIE" onClose={onClose} />);
    const dialog = screen.getByRole('dialog');
    const field = within(dialog).getByLabelText('Numele subcategoriei');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adaugă' }));
    expect(dialog.textContent).toContain(M.nameRequired);
    await userEvent.type(field, ' piață {Enter}');
    expect(dialog.textContent).toContain(M.duplicate);
    expect(state.add).not.toHaveBeenCalled();
  });

  it('refuses a sixth custom subcategory', async () => {
    state.categories = withCustom('a1', 'a2', 'a3', 'a4', 'a5');
    render(<AddSubcategoryDialog categoryName="NUTRITIE" onClose={onClose} />);
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('Subcategorii personalizate: 5 din 5');
    await userEvent.type(within(dialog).getByLabelText('Numele subcategoriei'), 'a6{Enter}');
    expect(dialog.textContent).toContain(M.limitReached);
    expect(state.add).not.toHaveBeenCalled();
  });
});

describe('RenameSubcategoryDialog', () => {
  it('starts from the old name, refuses a duplicate, sends a valid name and closes', async () => {
    render(<RenameSubcategoryDialog categoryName="NUTRITIE" subcategoryName="Piață" onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Redenumește „Piață”' });
    const field = within(dialog).getByLabelText('Numele nou') as HTMLInputElement;
    expect(field.value).toBe('Piață');
    await userEvent.clear(field);
    await userEvent.type(field, ' brutărie ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redenumește' }));
    expect(dialog.textContent).toContain(M.duplicate);
    expect(state.rename).not.toHaveBeenCalled();

    await userEvent.clear(field);
    await userEvent.type(field, 'Piața Obor{Enter}');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(state.rename).toHaveBeenCalledWith({ category: 'NUTRITIE', oldName: 'Piață', newName: 'Piața Obor' });
  });

  it('stays open when the server refuses (its toast says why)', async () => {
    state.rename.mockRejectedValueOnce(new Error('refuzat'));
    render(<RenameSubcategoryDialog categoryName="NUTRITIE" subcategoryName="Piață" onClose={onClose} />);
    await userEvent.type(screen.getByLabelText('Numele nou'), 'x{Enter}');
    await waitFor(() => expect(state.rename).toHaveBeenCalled());
    expect(screen.getByRole('dialog', { name: 'Redenumește „Piață”' })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('DeleteSubcategoryDialog', () => {
  const renderDelete = () => render(<DeleteSubcategoryDialog categoryName="NUTRITIE" subcategoryName="Piață" onClose={onClose} />);

  it('says how many transactions use it and moves them to the subcategory chosen', async () => {
    renderDelete();
    const dialog = screen.getByRole('dialog', { name: 'Ștergi subcategoria „Piață”?' });
    expect(dialog.textContent).toContain('3 tranzacții folosesc subcategoria „Piață” din Nutriție.');
    expect(within(dialog).getByRole('group', { name: 'Ce se întâmplă cu tranzacțiile?' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Șterge subcategoria' }));
    expect(dialog.textContent).toContain(M.migrateTargetRequired);
    expect(state.remove).not.toHaveBeenCalled();

    const select = within(dialog).getByLabelText('Subcategoria în care se mută');
    expect(within(select).queryByRole('option', { name: 'Piață' })).toBeNull();
    await userEvent.selectOptions(select, 'Brutărie');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Șterge subcategoria' }));
    expect(state.remove).toHaveBeenCalledWith({ category: 'NUTRITIE', name: 'Piață', action: 'migrate', target: 'Brutărie' }, { onSuccess: onClose });
  });

  it('leaves them without a subcategory when asked', async () => {
    renderDelete();
    await userEvent.click(screen.getByRole('radio', { name: 'Păstrează-le fără subcategorie' }));
    expect(screen.queryByLabelText('Subcategoria în care se mută')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Șterge subcategoria' }));
    expect(state.remove).toHaveBeenCalledWith({ category: 'NUTRITIE', name: 'Piață', action: 'delete' }, { onSuccess: onClose });
  });

  it('speaks of one transaction in the singular', () => {
    state.usage = 1;
    renderDelete();
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('1 tranzacție folosește subcategoria „Piață” din Nutriție.');
    expect(within(dialog).getByRole('group', { name: 'Ce se întâmplă cu tranzacția?' })).toBeTruthy();
    expect(within(dialog).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Mut-o în altă subcategorie',
      'Păstreaz-o fără subcategorie',
    ]);
  });

  it('asks nothing when no transaction uses it, and waits for the count before it deletes', async () => {
    state.usage = undefined;
    const { rerender } = renderDelete();
    expect(screen.getByRole('dialog').textContent).toContain('Se numără tranzacțiile care o folosesc…');
    expect((screen.getByRole('button', { name: 'Șterge subcategoria' }) as HTMLButtonElement).disabled).toBe(true);

    state.usage = 0;
    rerender(<DeleteSubcategoryDialog categoryName="NUTRITIE" subcategoryName="Piață" onClose={onClose} />);
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('Nicio tranzacție nu folosește subcategoria „Piață” din Nutriție.');
    expect(within(dialog).queryByRole('radio')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Șterge subcategoria' }));
    expect(state.remove).toHaveBeenCalledWith({ category: 'NUTRITIE', name: 'Piață', action: 'delete' }, { onSuccess: onClose });
  });

  it('offers no move when the category has no other subcategory', () => {
    state.categories = [{ name: 'Proiecte', isCustom: true, subcategories: [{ name: 'Piață', isCustom: true }] }];
    render(<DeleteSubcategoryDialog categoryName="Proiecte" subcategoryName="Piață" onClose={onClose} />);
    const [move, keep] = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(move?.disabled).toBe(true);
    expect(keep?.checked).toBe(true);
  });
});
