import { describe, expect, it } from 'vitest';
import type { NavTab } from '@buget/shared-domain/schemas';
import { closeOtherTabs, closeTab, cycleTab, openTab, switchTab, type TabsState } from './tabs';

const tab = (id: string): NavTab => ({ id, label: id, href: `/${id}` });
const ids = (s: TabsState) => s.openTabs.map((t) => t.id);
const NO_TABS: TabsState = { openTabs: [], activeTabId: null };
const openAll = (...names: string[]): TabsState => names.reduce((s, n) => openTab(s, tab(n)), NO_TABS);

describe('tabs', () => {
  it('append a new tab and make it active', () => {
    const s = openAll('a', 'b');
    expect(ids(s)).toEqual(['a', 'b']);
    expect(s.activeTabId).toBe('b');
  });
  it('activate an already open tab instead of duplicating it', () => {
    const s = openTab(openAll('a', 'b'), tab('a'));
    expect(ids(s)).toEqual(['a', 'b']);
    expect(s.activeTabId).toBe('a');
  });
  it('keep at most 8, dropping the oldest', () => {
    const s = openAll('1', '2', '3', '4', '5', '6', '7', '8', '9');
    expect(ids(s)).toEqual(['2', '3', '4', '5', '6', '7', '8', '9']);
    expect(s.activeTabId).toBe('9');
    expect(ids(openTab(openAll('a', 'b'), tab('c'), 2))).toEqual(['b', 'c']);
  });
  it('activate the last remaining tab when the active one closes', () => {
    const s = closeTab(switchTab(openAll('a', 'b', 'c'), 'b'), 'b');
    expect(ids(s)).toEqual(['a', 'c']);
    expect(s.activeTabId).toBe('c');
  });
  it('keep the active tab when another one closes, and none when all are closed', () => {
    expect(closeTab(openAll('a', 'b'), 'a').activeTabId).toBe('b');
    expect(closeTab(openAll('a'), 'a')).toEqual({ openTabs: [], activeTabId: null });
    const s = openAll('a');
    expect(closeTab(s, 'zzz')).toBe(s);
  });
  it('close the others', () => {
    expect(closeOtherTabs(openAll('a', 'b', 'c'), 'b')).toEqual({ openTabs: [tab('b')], activeTabId: 'b' });
    const s = openAll('a');
    expect(closeOtherTabs(s, 'zzz')).toBe(s);
  });
  it('switch only to an open tab', () => {
    expect(switchTab(openAll('a', 'b'), 'a').activeTabId).toBe('a');
    expect(switchTab(openAll('a', 'b'), 'x').activeTabId).toBe('b');
  });
  it('cycle forwards and backwards with wrap-around', () => {
    const s = openAll('a', 'b', 'c');
    expect(cycleTab(s, 1).activeTabId).toBe('a');
    expect(cycleTab(s, -1).activeTabId).toBe('b');
    expect(cycleTab({ ...s, activeTabId: null }, 1).activeTabId).toBe('a');
    expect(cycleTab(NO_TABS, 1)).toBe(NO_TABS);
  });
});
