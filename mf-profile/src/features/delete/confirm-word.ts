/** The word the user types at the second step of the deletion (spec point 4: the word for DELETE). */
export const DELETE_CONFIRM_WORD = 'ȘTERGE';

/**
 * Whether the typed text is the word: spaces around it, letter case and the older cedilla
 * spelling (Ş, which many Romanian keyboards still type) do not matter.
 */
export const isDeleteConfirmWord = (typed: string): boolean => typed.trim().toLocaleUpperCase('ro-RO').replace(/Ş/g, 'Ș') === DELETE_CONFIRM_WORD;
