// Subcategories from the grid (issue 11 point 6): the actions a row header shows.
export { AddSubcategoryAction } from './AddSubcategoryAction';
export { SubcategoryActions } from './SubcategoryActions';
