import { addSubcategory, mergeWithDefaults } from '@buget/shared-domain/categories';
import type { Category } from '@buget/shared-domain/schemas';
import { SUBCATEGORY_MESSAGES as M } from '@buget/shared-domain/rules';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AddSubcategoryAction, SubcategoryActions } from './index';

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

/** A grid-like host: its keyboard and click handlers must not see what happens in the dialogs. */
const grid = { keys: vi.fn(), clicks: vi.fn() };
function renderInGrid(children: ReactNode) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <table onKeyDown={(event) => grid.keys(event.key)} onClick={() => grid.clicks()}>
        <tbody>
          <tr>
            <th>{children}</th>
          </tr>
        </tbody>
      </table>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  state.categories = withCustom('Piață', 'Brutărie');
  state.usage = 3;
  for (const fn of [state.add, state.rename, state.remove, grid.keys, grid.clicks]) fn.mockClear();
});

describe('SubcategoryActions', () => {
  it('shows a lock, no menu, for a predefined subcategory', () => {
    renderInGrid(<SubcategoryActions categoryName="NUTRITIE" subcategoryName="Restaurante" isCustom={false} />);
    expect(screen.getByRole('img', { name: 'Predefinită' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('opens a menu from the keyboard, moves with arrows and closes with Escape back on its button', async () => {
    renderInGrid(<SubcategoryActions categoryName="NUTRITIE" subcategoryName="Piață" isCustom />);
    const trigger = screen.getByRole('button', { name: 'Acțiuni pentru subcategoria Piață' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = screen.getByRole('menu', { name: 'Acțiuni pentru subcategoria Piață' });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(within(menu).getByRole('menuitem', { name: 'Redenumește' }));
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(within(menu).getByRole('menuitem', { name: 'Șterge' }));
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(within(menu).getByRole('menuitem', { name: 'Redenumește' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    // The grid saw none of the menu's keys, and Enter only pressed the button.
    expect(grid.keys.mock.calls.flat().filter((key) => key !== 'Enter')).toEqual([]);
  });

  it('keeps its menu under the trigger through a scroll, and closes once the trigger has left the window', async () => {
    renderInGrid(<SubcategoryActions categoryName="NUTRITIE" subcategoryName="Piață" isCustom />);
    const trigger = screen.getByRole('button', { name: 'Acțiuni pentru subcategoria Piață' });
    const at = (top: number) => vi.spyOn(trigger, 'getBoundingClientRect').mockReturnValue(new DOMRect(50, top, 24, 24));
    at(300);
    await userEvent.click(trigger);
    const menu = screen.getByRole('menu');
    expect(menu.style.top).toBe('328px');
    // A scroll that leaves the trigger in place (the page scrolling it into view as it was clicked).
    fireEvent.scroll(document);
    expect(screen.getByRole('menu')).toBe(menu);
    at(200);
    fireEvent.scroll(window);
    expect(screen.getByRole('menu').style.top).toBe('228px');
    at(-40);
    fireEvent.scroll(document);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it("renames in the shared dialog; typing in it never reaches the grid", async () => {
    renderInGrid(<SubcategoryActions categoryName="NUTRITIE" subcategoryName="Piață" isCustom />);
    await userEvent.click(screen.getByRole('button', { name: 'Acțiuni pentru subcategoria Piață' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Redenumește' }));
    const dialog = screen.getByRole('dialog', { name: 'Redenumește „Piață”' });
    const field = within(dialog).getByLabelText('Numele nou');
    await userEvent.clear(field);
    await userEvent.type(field, ' brutărie ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redenumește' }));
    expect(dialog.textContent).toContain(M.duplicate);
    expect(state.rename).not.toHaveBeenCalled();

    await userEvent.clear(field);
    await userEvent.type(field, 'Piața Obor1{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(state.rename).toHaveBeenCalledWith({ category: 'NUTRITIE', oldName: 'Piață', newName: 'Piața Obor1' });
    // Digits, arrows and Enter typed in the field never reached the grid.
    expect(grid.keys).not.toHaveBeenCalled();
  });

  it('deletes in the shared dialog; clicks in the menu and the dialog stay there', async () => {
    renderInGrid(<SubcategoryActions categoryName="NUTRITIE" subcategoryName="Piață" isCustom />);
    await userEvent.click(screen.getByRole('button', { name: 'Acțiuni pentru subcategoria Piață' }));
    grid.clicks.mockClear();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Șterge' }));
    const dialog = screen.getByRole('dialog', { name: 'Ștergi subcategoria „Piață”?' });
    expect(dialog.textContent).toContain('3 tranzacții folosesc subcategoria „Piață” din Nutriție.');
    await userEvent.selectOptions(within(dialog).getByLabelText('Subcategoria în care se mută'), 'Brutărie');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Șterge subcategoria' }));
    expect(state.remove).toHaveBeenCalledWith({ category: 'NUTRITIE', name: 'Piață', action: 'migrate', target: 'Brutărie' }, expect.anything());
    expect(grid.clicks).not.toHaveBeenCalled();
  });
});

describe('AddSubcategoryAction', () => {
  it('adds a subcategory under the category in the shared dialog; Enter on the button and in the field does not reach the grid', async () => {
    renderInGrid(<AddSubcategoryAction categoryName="NUTRITIE" />);
    const button = screen.getByRole('button', { name: 'Adaugă subcategorie în Nutriție' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Adaugă subcategorie în Nutriție' });
    await userEvent.type(within(dialog).getByLabelText('Numele subcategoriei'), 'Cofetărie{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(state.add).toHaveBeenCalledWith({ category: 'NUTRITIE', name: 'Cofetărie' });
    expect(grid.keys).not.toHaveBeenCalled();
  });
});
