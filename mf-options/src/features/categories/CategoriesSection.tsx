import { useMemo, useState } from 'react';
import { addCategory, renameCategory, useAddCategory, useCategories, useRenameCategory } from '@buget/shared-domain/categories';
import { ERROR_MESSAGES } from '@buget/shared-domain/rules';
import type { Category } from '@buget/shared-domain/schemas';
import { AddSubcategoryDialog, DeleteSubcategoryDialog, NameDialog, RenameSubcategoryDialog } from '@buget/shared-ui/category-dialogs';
import { Button, EmptyState, IconAlert, IconPlus, IconSearch, Spinner } from '@buget/shared-ui/components';
import { CategoryGroup, type CategoryActions } from './CategoryGroup';
import { searchCategories } from './category-search';
import { DeleteCategoryDialog } from './DeleteCategoryDialog';

type Dialog =
  | { kind: 'add-category' }
  | { kind: 'rename-category'; category: Category }
  | { kind: 'delete-category'; category: Category }
  | { kind: 'add-subcategory'; category: Category }
  | { kind: 'rename-subcategory'; category: Category; name: string }
  | { kind: 'delete-subcategory'; category: Category; name: string }
  | null;

/** The rule's message for a planned change, or null when it may be sent. */
const problem = (result: { ok: boolean; error?: string }): string | null => (result.ok ? null : (result.error ?? null));

/** Categorii: every group with its subcategories, a search, and the custom ones to add, rename and delete. */
export function CategoriesSection() {
  const categories = useCategories();
  const [query, setQuery] = useState('');
  const [dialog, setDialog] = useState<Dialog>(null);
  const addCat = useAddCategory();
  const renameCat = useRenameCategory();
  const list = useMemo(() => categories.data ?? [], [categories.data]);
  const shown = useMemo(() => searchCategories(list, query), [list, query]);
  const close = () => setDialog(null);

  const actions: CategoryActions = {
    addSubcategory: (category) => setDialog({ kind: 'add-subcategory', category }),
    renameSubcategory: (category, name) => setDialog({ kind: 'rename-subcategory', category, name }),
    deleteSubcategory: (category, name) => setDialog({ kind: 'delete-subcategory', category, name }),
    renameCategory: (category) => setDialog({ kind: 'rename-category', category }),
    deleteCategory: (category) => setDialog({ kind: 'delete-category', category }),
  };

  let body;
  if (categories.isPending) {
    body = <div className="opt-state" role="status"><Spinner size="lg" label="Se încarcă categoriile..." /></div>;
  } else if (categories.isError && !categories.data) {
    body = (
      <EmptyState
        icon={<IconAlert />}
        headingLevel={3}
        title="Categoriile nu au putut fi încărcate"
        description={ERROR_MESSAGES.EROARE_GENERALA}
        action={<Button onClick={() => void categories.refetch()}>Reîncearcă</Button>}
      />
    );
  } else if (shown.length === 0) {
    body = <EmptyState icon={<IconSearch />} headingLevel={3} title="Nicio categorie găsită" description={`Nimic nu se potrivește cu „${query.trim()}”.`} />;
  } else {
    body = (
      <div className="opt-groups">
        {shown.map((group) => (
          <CategoryGroup key={group.name} shown={group} full={list.find((c) => c.name === group.name) ?? group} actions={actions} />
        ))}
      </div>
    );
  }

  return (
    <section className="opt-section" aria-labelledby="opt-categories-title">
      <div className="opt-section__head">
        <div>
          <h2 id="opt-categories-title" className="opt-section__title">Categorii</h2>
          <p className="opt-section__lead">Subcategoriile predefinite au un lacăt; pe cele personalizate le poți redenumi sau șterge.</p>
        </div>
        <Button icon={<IconPlus size={18} />} onClick={() => setDialog({ kind: 'add-category' })} disabled={!categories.data}>Adaugă categorie</Button>
      </div>
      <div className="opt-search">
        <label htmlFor="opt-category-search" className="opt-search__label">Caută o categorie sau o subcategorie</label>
        <input id="opt-category-search" type="search" className="bg-form-input" placeholder="de exemplu: intretinere" value={query} onChange={(e) => setQuery(e.target.value)} />
      </div>
      {body}

      {dialog?.kind === 'add-category' ? (
        <NameDialog title="Adaugă categorie" label="Numele categoriei" submitLabel="Adaugă"
          check={(name) => problem(addCategory(list, name))} onSave={(name) => addCat.mutateAsync({ name })} onClose={close} />
      ) : null}
      {dialog?.kind === 'rename-category' ? (
        <NameDialog title={`Redenumește categoria „${dialog.category.name}”`} description="Tranzacțiile ei trec la noul nume." label="Numele nou" initial={dialog.category.name} submitLabel="Redenumește"
          check={(name) => problem(renameCategory(list, dialog.category.name, name))}
          onSave={(name) => renameCat.mutateAsync({ oldName: dialog.category.name, newName: name })} onClose={close} />
      ) : null}
      {dialog?.kind === 'delete-category' ? <DeleteCategoryDialog category={dialog.category} categories={list} onClose={close} /> : null}
      {dialog?.kind === 'add-subcategory' ? <AddSubcategoryDialog categoryName={dialog.category.name} onClose={close} /> : null}
      {dialog?.kind === 'rename-subcategory' ? <RenameSubcategoryDialog categoryName={dialog.category.name} subcategoryName={dialog.name} onClose={close} /> : null}
      {dialog?.kind === 'delete-subcategory' ? <DeleteSubcategoryDialog categoryName={dialog.category.name} subcategoryName={dialog.name} onClose={close} /> : null}
    </section>
  );
}
