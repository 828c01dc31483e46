import { describe, expect, it } from 'vitest';
import { gridKeyboardReducer as reduce, initialKeyboardState, keyIntent, type GridKeyboardAction, type GridKeyboardState } from './keyboard';

const run = (state: GridKeyboardState, ...actions: GridKeyboardAction[]) => actions.reduce(reduce, state);
const key = (k: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean }> = {}) =>
  keyIntent({ key: k, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...mods });

describe('grid keyboard reducer', () => {
  const start = initialKeyboardState(5, 32);

  it('moves the active cell with arrows and stops at the edges', () => {
    const s = run(start, { type: 'move', rows: 1 }, { type: 'move', cols: 3 });
    expect(s.active).toEqual({ row: 1, col: 3 });
    expect(run(s, { type: 'move', rows: -5 }, { type: 'move', cols: -9 }).active).toEqual({ row: 0, col: 0 });
    expect(run(s, { type: 'move', rows: 99 }, { type: 'move', cols: 99 }).active).toEqual({ row: 4, col: 31 });
    // A move that goes nowhere keeps the same state object (no re-render).
    expect(reduce(start, { type: 'move', rows: -1 })).toBe(start);
  });

  it('goes to the row ends and the grid corners', () => {
    const s = run(start, { type: 'focus', row: 2, col: 7 });
    expect(run(s, { type: 'edge', edge: 'rowStart' }).active).toEqual({ row: 2, col: 0 });
    expect(run(s, { type: 'edge', edge: 'rowEnd' }).active).toEqual({ row: 2, col: 31 });
    expect(run(s, { type: 'edge', edge: 'last' }).active).toEqual({ row: 4, col: 31 });
    expect(run(s, { type: 'edge', edge: 'first' }).active).toEqual({ row: 0, col: 0 });
  });

  it('edits: typing replaces the draft, Enter commits and moves down, Tab right, Shift+Tab left', () => {
    const editing = run(start, { type: 'focus', row: 1, col: 4 }, { type: 'edit', draft: '2' }, { type: 'draft', draft: '29' });
    expect(editing.edit).toEqual({ draft: '29', error: null });
    // Arrows belong to the field's caret while editing.
    expect(reduce(editing, { type: 'move', cols: 1 })).toBe(editing);
    expect(run(editing, { type: 'commit', then: 'down' })).toMatchObject({ active: { row: 2, col: 4 }, edit: null });
    expect(run(editing, { type: 'commit', then: 'right' })).toMatchObject({ active: { row: 1, col: 5 }, edit: null });
    expect(run(editing, { type: 'commit', then: 'left' })).toMatchObject({ active: { row: 1, col: 3 }, edit: null });
    expect(run(editing, { type: 'commit', then: 'stay' })).toMatchObject({ active: { row: 1, col: 4 }, edit: null });
  });

  it('an invalid value stays in the editor with its message until the draft changes; Escape cancels in place', () => {
    const invalid = run(start, { type: 'edit', draft: 'abc' }, { type: 'invalid', error: 'Introdu un număr valid' });
    expect(invalid.edit).toEqual({ draft: 'abc', error: 'Introdu un număr valid' });
    expect(run(invalid, { type: 'draft', draft: '12' }).edit).toEqual({ draft: '12', error: null });
    expect(run(invalid, { type: 'cancel' })).toMatchObject({ active: { row: 0, col: 0 }, edit: null });
  });

  it('keeps the cursor inside the grid when it shrinks (a category collapsed, a shorter month)', () => {
    const s = run(start, { type: 'focus', row: 4, col: 31 }, { type: 'resize', rows: 3, cols: 30 });
    expect(s.active).toEqual({ row: 2, col: 29 });
    expect(reduce(s, { type: 'resize', rows: 3, cols: 30 })).toBe(s);
  });
});

describe('grid keys', () => {
  it('maps navigation, editing, delete and undo', () => {
    expect(key('ArrowDown')).toEqual({ kind: 'action', action: { type: 'move', rows: 1 } });
    expect(key('ArrowLeft')).toEqual({ kind: 'action', action: { type: 'move', cols: -1 } });
    expect(key('Home')).toEqual({ kind: 'action', action: { type: 'edge', edge: 'rowStart' } });
    expect(key('End', { ctrlKey: true })).toEqual({ kind: 'action', action: { type: 'edge', edge: 'last' } });
    expect(key('Enter')).toEqual({ kind: 'edit', draft: null });
    expect(key('F2')).toEqual({ kind: 'edit', draft: null });
    expect(key('7')).toEqual({ kind: 'edit', draft: '7' });
    // Any printable character starts the draft with it: '-50' is refused whole, not saved as 50.
    expect(key('-')).toEqual({ kind: 'edit', draft: '-' });
    expect(key('a')).toEqual({ kind: 'edit', draft: 'a' });
    expect(key(',')).toEqual({ kind: 'edit', draft: ',' });
    expect(key('A', { shiftKey: true })).toEqual({ kind: 'edit', draft: 'A' });
    expect(key('Delete')).toEqual({ kind: 'delete' });
    expect(key('Backspace')).toEqual({ kind: 'delete' });
    expect(key('z', { ctrlKey: true })).toEqual({ kind: 'undo' });
    expect(key('Z', { metaKey: true })).toEqual({ kind: 'undo' });
    expect(key(' ')).toEqual({ kind: 'toggle' });
  });
  it('leaves other keys alone (Tab, PageUp for the month, browser shortcuts)', () => {
    expect(key('Tab')).toBeNull();
    expect(key('PageUp')).toBeNull();
    expect(key('Dead')).toBeNull();
    expect(key('c', { ctrlKey: true })).toBeNull();
    expect(key('7', { altKey: true })).toBeNull();
  });
});
