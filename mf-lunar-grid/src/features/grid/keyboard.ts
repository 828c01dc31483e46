/**
 * Roving focus and in-place editing of the grid, as spreadsheet users expect (issue 11 point 3):
 * arrows move the active cell, Enter or F2 or a typed character starts editing, Enter saves and moves
 * down, Tab saves and moves right (Shift+Tab left), Escape cancels and keeps the old value. A pure
 * reducer; the table turns keys into actions with `keyIntent` and runs the saves itself.
 */

export type Cursor = { row: number; col: number };
export type CellEdit = { draft: string; error: string | null };
export type GridKeyboardState = { rows: number; cols: number; active: Cursor; edit: CellEdit | null };

export type GridKeyboardAction =
  | { type: 'resize'; rows: number; cols: number }
  | { type: 'move'; rows?: number; cols?: number }
  | { type: 'focus'; row: number; col: number }
  | { type: 'edge'; edge: 'rowStart' | 'rowEnd' | 'first' | 'last' }
  | { type: 'edit'; draft: string }
  | { type: 'draft'; draft: string }
  | { type: 'invalid'; error: string }
  | { type: 'cancel' }
  | { type: 'commit'; then: 'down' | 'right' | 'left' | 'stay' };

const clamp = (value: number, max: number) => Math.max(0, Math.min(value, Math.max(0, max - 1)));

const at = (state: GridKeyboardState, row: number, col: number): GridKeyboardState => {
  const active = { row: clamp(row, state.rows), col: clamp(col, state.cols) };
  return active.row === state.active.row && active.col === state.active.col && state.edit === null ? state : { ...state, active, edit: null };
};

/** The grid's state on mount: its active cell `start` (kept inside the grid), the top left one by default. */
export const initialKeyboardState = (rows: number, cols: number, start: Cursor = { row: 0, col: 0 }): GridKeyboardState => ({
  rows,
  cols,
  active: { row: clamp(start.row, rows), col: clamp(start.col, cols) },
  edit: null,
});

export function gridKeyboardReducer(state: GridKeyboardState, action: GridKeyboardAction): GridKeyboardState {
  switch (action.type) {
    case 'resize': {
      const next = { ...state, rows: action.rows, cols: action.cols };
      const active = { row: clamp(state.active.row, action.rows), col: clamp(state.active.col, action.cols) };
      return active.row === state.active.row && active.col === state.active.col && action.rows === state.rows && action.cols === state.cols
        ? state
        : { ...next, active, edit: active.row === state.active.row && active.col === state.active.col ? state.edit : null };
    }
    case 'move':
      // Moving is for navigation; while editing, arrows move the caret in the field.
      return state.edit ? state : at(state, state.active.row + (action.rows ?? 0), state.active.col + (action.cols ?? 0));
    case 'focus':
      return at(state, action.row, action.col);
    case 'edge': {
      if (state.edit) return state;
      const { row, col } = state.active;
      if (action.edge === 'rowStart') return at(state, row, 0);
      if (action.edge === 'rowEnd') return at(state, row, state.cols - 1);
      return action.edge === 'first' ? at(state, 0, 0) : at(state, state.rows - 1, state.cols - 1);
    }
    case 'edit':
      return { ...state, edit: { draft: action.draft, error: null } };
    case 'draft':
      return state.edit ? { ...state, edit: { draft: action.draft, error: null } } : state;
    case 'invalid':
      return state.edit ? { ...state, edit: { ...state.edit, error: action.error } } : state;
    case 'cancel':
      return state.edit ? { ...state, edit: null } : state;
    case 'commit': {
      const moved = { ...state, edit: null };
      const { row, col } = state.active;
      if (action.then === 'down') return { ...moved, active: { row: clamp(row + 1, state.rows), col } };
      if (action.then === 'right') return { ...moved, active: { row, col: clamp(col + 1, state.cols) } };
      if (action.then === 'left') return { ...moved, active: { row, col: clamp(col - 1, state.cols) } };
      return moved;
    }
  }
}

/** What a key means to the grid while a cell is active and not being edited. */
export type KeyIntent =
  | { kind: 'action'; action: GridKeyboardAction }
  | { kind: 'edit'; draft: string | null }
  | { kind: 'delete' }
  | { kind: 'undo' }
  | { kind: 'toggle' }
  | null;

type KeyLike = { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean };

/**
 * Navigation keys → intents. `draft: null` asks to edit with the cell's current value (Enter,
 * F2); any other printable character (a digit, '-', a letter) starts a fresh draft with it, so
 * '-50' reaches the validation whole (issue 28 point 1). Home/End go to the row's ends, Ctrl+Home/End to the
 * grid's corners. PageUp/PageDown belong to the month navigation, not to the cursor.
 */
export function keyIntent(event: KeyLike): KeyIntent {
  const ctrl = event.ctrlKey || event.metaKey;
  if (ctrl && !event.altKey && event.key.toLowerCase() === 'z' && !event.shiftKey) return { kind: 'undo' };
  if (ctrl || event.altKey) {
    if (event.key === 'Home') return { kind: 'action', action: { type: 'edge', edge: 'first' } };
    if (event.key === 'End') return { kind: 'action', action: { type: 'edge', edge: 'last' } };
    return null;
  }
  switch (event.key) {
    case 'ArrowUp':
      return { kind: 'action', action: { type: 'move', rows: -1 } };
    case 'ArrowDown':
      return { kind: 'action', action: { type: 'move', rows: 1 } };
    case 'ArrowLeft':
      return { kind: 'action', action: { type: 'move', cols: -1 } };
    case 'ArrowRight':
      return { kind: 'action', action: { type: 'move', cols: 1 } };
    case 'Home':
      return { kind: 'action', action: { type: 'edge', edge: 'rowStart' } };
    case 'End':
      return { kind: 'action', action: { type: 'edge', edge: 'rowEnd' } };
    case 'Enter':
    case 'F2':
      return { kind: 'edit', draft: null };
    case ' ':
      return { kind: 'toggle' };
    case 'Delete':
    case 'Backspace':
      return { kind: 'delete' };
    default:
      // One printable character (named keys such as 'Tab' or 'PageDown' are longer).
      return [...event.key].length === 1 ? { kind: 'edit', draft: event.key } : null;
  }
}
