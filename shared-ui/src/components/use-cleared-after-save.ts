import { useRef } from 'react';

/**
 * A form that empties its fields after a save (the daily quick add, a grid cell's new row): a
 * submit of the form still empty is the second click of a double click, not a mistake, so it is
 * dropped without a message until the person edits a field again (issue 28 point 6).
 */
export function useClearedAfterSave() {
  const cleared = useRef(false);
  return {
    /** With the save, as the fields are emptied. */
    cleared: () => {
      cleared.current = true;
    },
    /** On every edit of a field: the next submit is checked and its messages shown. */
    edited: () => {
      cleared.current = false;
    },
    /** A submit to drop: nothing was edited since the save emptied the form. */
    repeated: () => cleared.current,
  };
}
