// Subcategories from the grid (issue 11 point 6): the actions a row header shows.
export { AddSubcategoryAction, type AddSubcategoryActionProps } from './AddSubcategoryAction';
export { SubcategoryActions, type SubcategoryActionsProps } from './SubcategoryActions';
