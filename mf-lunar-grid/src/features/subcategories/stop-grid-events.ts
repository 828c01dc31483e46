import type { SyntheticEvent } from 'react';

const stop = (event: SyntheticEvent) => event.stopPropagation();

/**
 * Handlers for a wrapper around a menu or dialog rendered in a portal: React bubbles a portal's
 * events through its React parents, so without these the grid's own keyboard and click handlers
 * (arrow keys, digits that start editing, Enter that toggles a category) would act on keys typed
 * in a dialog's field.
 */
export const STOP_GRID_EVENTS = {
  onKeyDown: stop,
  onClick: stop,
  onDoubleClick: stop,
  onMouseDown: stop,
  onFocus: stop,
  onBlur: stop,
} as const;

/** On a trigger inside a row header: Enter and Space press the button instead of acting on the row. */
export const keepActivationKeys = (event: React.KeyboardEvent) => {
  if (event.key === 'Enter' || event.key === ' ') event.stopPropagation();
};
