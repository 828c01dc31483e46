import { beforeEach, describe, expect, it } from 'vitest';
import { usePageShortcutsStore } from './page-shortcuts-store';

describe('page shortcuts store', () => {
  beforeEach(() => usePageShortcutsStore.setState({ page: null, shortcuts: [] }));

  it("holds the shown page's shortcuts; a page clears only its own", () => {
    const store = usePageShortcutsStore.getState();
    store.setPageShortcuts('Situația Zilei', [{ keys: 'R', action: 'Marchează realizat' }]);
    store.clearPageShortcuts('Tranzacții');
    expect(usePageShortcutsStore.getState()).toMatchObject({ page: 'Situația Zilei', shortcuts: [{ keys: 'R', action: 'Marchează realizat' }] });
    store.clearPageShortcuts('Situația Zilei');
    expect(usePageShortcutsStore.getState()).toMatchObject({ page: null, shortcuts: [] });
  });
});
