import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useGlobalDateStore, useNavigationStateStore, usePageRequestStore } from '@buget/shared-domain/stores';
import CommandPalette from './CommandPalette';
import { useOverlayStore } from './overlay-store';
import type { FrameActions } from './use-frame-actions';

describe('CommandPalette', () => {
  beforeEach(() => useNavigationStateStore.setState({ recentPaletteActions: [] }));

  it('wraps the selection around and runs the selected item with Enter', async () => {
    const go = vi.fn();
    useOverlayStore.setState({ paletteOpen: true });
    render(<CommandPalette actions={{ go } as unknown as FrameActions} />);
    const input = screen.getByRole('combobox');
    const selected = () => screen.getByRole('option', { selected: true }).textContent;
    // The top 8 by priority: the pages of config.json in their order (each 10 below the one
    // before) and the three actions (issue 28 point 7); Opțiuni, fifth page, ranks as the sidebar
    // item and comes before it.
    expect(screen.getAllByRole('option').map((o) => o.querySelector('.palette__option-title')?.textContent)).toEqual([
      'Situația Zilei',
      'Adaugă tranzacție',
      'Tranzacții',
      'Grid Lunar',
      'Rapoarte',
      'Adaugă transfer',
      'Importă extras',
      'Opțiuni',
    ]);
    await userEvent.type(input, '{ArrowUp}');
    expect(selected()).toContain('Opțiuni');
    await userEvent.type(input, '{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(selected()).toContain('Tranzacții');
    await userEvent.type(input, '{Enter}');
    expect(go).toHaveBeenCalledWith('/transactions');
    expect(useOverlayStore.getState().paletteOpen).toBe(false);
  });

  it('shows the recent actions first, in a "Recente" group, while the query is empty', async () => {
    useNavigationStateStore.setState({
      recentPaletteActions: ['new-tab', 'toggle-sidebar', 'navigate-options', 'navigate-lunar-grid', 'navigate-transactions'],
    });
    useOverlayStore.setState({ paletteOpen: true });
    const newTab = vi.fn();
    render(<CommandPalette actions={{ newTab } as unknown as FrameActions} />);
    const recent = screen.getByRole('group', { name: 'Recente' });
    expect(within(recent).getAllByRole('option').map((o) => o.querySelector('.palette__option-title')?.textContent)).toEqual([
      'Filă nouă',
      'Comută bara laterală',
      'Opțiuni',
      'Grid Lunar',
      'Tranzacții',
    ]);
    expect(within(screen.getByRole('group', { name: 'Comenzi' })).getAllByRole('option')).toHaveLength(8);
    // The selection runs through both groups and wraps around.
    expect(screen.getByRole('option', { selected: true }).textContent).toContain('Filă nouă');
    const input = screen.getByRole('combobox');
    await userEvent.type(input, '{ArrowUp}');
    expect(screen.getByRole('option', { selected: true }).textContent).toContain('Opțiuni');
    await userEvent.type(input, 'fila');
    expect(screen.queryByRole('group', { name: 'Recente' })).toBeNull();
    await userEvent.type(input, '{Enter}');
    expect(newTab).toHaveBeenCalled();
    expect(useNavigationStateStore.getState().recentPaletteActions[0]).toBe('new-tab');
  });

  describe('actions (issue 28 point 7)', () => {
    const titles = () => screen.getAllByRole('option').map((o) => o.querySelector('.palette__option-title')?.textContent);
    const open = () => {
      const go = vi.fn();
      useOverlayStore.setState({ paletteOpen: true });
      render(<CommandPalette actions={{ go } as unknown as FrameActions} />);
      return { go, input: screen.getByRole('combobox') };
    };
    beforeEach(() => usePageRequestStore.setState({ request: null }));

    it('"adaug" finds the add actions, diacritics ignored, and Enter asks the transactions page for its form', async () => {
      const { go, input } = open();
      await userEvent.type(input, 'adaug');
      expect(titles()).toEqual(['Adaugă tranzacție', 'Adaugă transfer', 'Caută „adaug” în tranzacții']);
      await userEvent.type(input, '{Enter}');
      expect(go).toHaveBeenCalledWith('/transactions');
      expect(usePageRequestStore.getState().request).toMatchObject({ path: '/transactions', kind: 'new-transaction' });
      expect(useNavigationStateStore.getState().recentPaletteActions).toEqual(['add-transaction']);
    });

    it('a transfer and a statement import are asked for the same way', async () => {
      const { input } = open();
      await userEvent.type(input, 'extras{Enter}');
      expect(usePageRequestStore.getState().request).toMatchObject({ kind: 'import-statement' });
      act(() => useOverlayStore.setState({ paletteOpen: true }));
      await userEvent.type(screen.getByRole('combobox'), 'transfer{Enter}');
      expect(usePageRequestStore.getState().request).toMatchObject({ kind: 'new-transfer' });
    });

    it('a typed month comes first and opens in the grid, keeping the day', async () => {
      useGlobalDateStore.setState({ selectedDate: '2026-01-31' });
      const { go, input } = open();
      await userEvent.type(input, 'deschide luna febr 2025');
      expect(titles()[0]).toBe('Deschide luna Februarie 2025');
      await userEvent.type(input, '{Enter}');
      expect(go).toHaveBeenCalledWith('/lunar-grid');
      expect(useGlobalDateStore.getState().selectedDate).toBe('2025-02-28');
      // Made from the query: not listed among the recent actions.
      expect(useNavigationStateStore.getState().recentPaletteActions).toEqual([]);
    });

    it('any other text searches the transactions: the search filter in the link', async () => {
      const { go, input } = open();
      await userEvent.type(input, 'Mega Image');
      expect(titles()).toEqual(['Caută „Mega Image” în tranzacții']);
      expect(screen.queryByText('Niciun rezultat găsit')).toBeNull();
      await userEvent.type(input, '{Enter}');
      expect(go).toHaveBeenCalledWith('/transactions?text=Mega+Image');
      expect(usePageRequestStore.getState().request).toMatchObject({ path: '/transactions', kind: 'follow-link' });
    });

    it('keeps the spec limit of 10 results on a search', async () => {
      const { input } = open();
      await userEvent.type(input, 'a');
      expect(screen.getAllByRole('option')).toHaveLength(10);
    });
  });
});
