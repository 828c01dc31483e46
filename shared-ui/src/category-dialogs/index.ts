// @buget/shared-ui/category-dialogs: the category and subcategory dialogs Opțiuni and Grid Lunar
// share (one text for each, issue 23), on shared-domain's category hooks.
export { DeleteSubcategoryDialog } from './DeleteSubcategoryDialog';
export { NameDialog } from './NameDialog';
export { AddSubcategoryDialog, RenameSubcategoryDialog } from './SubcategoryNameDialogs';
