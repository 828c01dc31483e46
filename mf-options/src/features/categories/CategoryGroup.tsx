import { categoryLabel, countCustomSubcategories } from '@buget/shared-domain/categories';
import { MAX_CUSTOM_SUBCATEGORIES_PER_CATEGORY } from '@buget/shared-domain/constants';
import type { Category } from '@buget/shared-domain/schemas';
import { Button, IconEdit, IconLock, IconPlus, IconTrash } from '@buget/shared-ui/components';
import { Tooltip } from '@buget/shared-ui/tooltip';

export type CategoryActions = {
  addSubcategory: (category: Category) => void;
  renameSubcategory: (category: Category, name: string) => void;
  deleteSubcategory: (category: Category, name: string) => void;
  renameCategory: (category: Category) => void;
  deleteCategory: (category: Category) => void;
};

const LOCKED = 'Subcategorie predefinită: nu poate fi redenumită sau ștearsă.';

type CategoryGroupProps = {
  /** The group as the search shows it (maybe only some subcategories). */
  shown: Category;
  /** The whole group, for its custom count. */
  full: Category;
  actions: CategoryActions;
};

/** One group of the catalogue: its label, its subcategories, the lock on predefined ones. */
export function CategoryGroup({ shown, full, actions }: CategoryGroupProps) {
  const label = categoryLabel(full.name);
  const custom = countCustomSubcategories(full);
  const headingId = `opt-cat-${full.name.replace(/[^\p{L}\p{N}]+/gu, '-')}`;
  return (
    <section className="opt-group" aria-labelledby={headingId} data-testid="category-group">
      <div className="opt-group__head">
        <div className="opt-group__heading">
          <div className="opt-group__name">
            <h3 id={headingId} className="opt-group__title">{label}</h3>
            {full.isCustom ? <span className="opt-badge opt-badge--primary">Personalizată</span> : null}
          </div>
          <span className="opt-group__count">{custom} din {MAX_CUSTOM_SUBCATEGORIES_PER_CATEGORY} personalizate</span>
        </div>
        <span className="opt-group__actions">
          {full.isCustom ? (
            <>
              <Button size="sm" variant="ghost" iconOnly icon={<IconEdit size={16} />} onClick={() => actions.renameCategory(full)} aria-label={`Redenumește categoria ${label}`} />
              <Button size="sm" variant="ghost" iconOnly icon={<IconTrash size={16} />} onClick={() => actions.deleteCategory(full)} aria-label={`Șterge categoria ${label}`} />
            </>
          ) : null}
          <Button size="sm" variant="secondary" icon={<IconPlus size={16} />} onClick={() => actions.addSubcategory(full)} aria-label={`Adaugă subcategorie în ${label}`}>
            Adaugă
          </Button>
        </span>
      </div>
      {shown.subcategories.length === 0 ? (
        <p className="opt-group__empty">Nicio subcategorie încă.</p>
      ) : (
        <ul className="opt-subs">
          {shown.subcategories.map((sub) => (
            <li key={sub.name} className="opt-sub" data-testid="subcategory-row" aria-label={sub.name}>
              <span className="opt-sub__name">{sub.name}</span>
              {sub.isCustom ? (
                <span className="opt-sub__actions">
                  <Button size="sm" variant="ghost" iconOnly icon={<IconEdit size={16} />} onClick={() => actions.renameSubcategory(full, sub.name)} aria-label={`Redenumește ${sub.name}`} />
                  <Button size="sm" variant="ghost" iconOnly icon={<IconTrash size={16} />} onClick={() => actions.deleteSubcategory(full, sub.name)} aria-label={`Șterge ${sub.name}`} />
                </span>
              ) : (
                <Tooltip content={LOCKED}>
                  <span className="opt-sub__lock" tabIndex={0} role="img" aria-label={`${sub.name}: predefinită`}>
                    <IconLock size={16} />
                  </span>
                </Tooltip>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
