import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useNavigationStateStore } from '@buget/shared-domain/stores';
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
    expect(screen.getAllByRole('option')).toHaveLength(7);
    await userEvent.type(input, '{ArrowUp}');
    expect(selected()).toContain('Scurtături de tastatură');
    await userEvent.type(input, '{ArrowDown}{ArrowDown}');
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
    expect(within(screen.getByRole('group', { name: 'Comenzi' })).getAllByRole('option')).toHaveLength(7);
    // The selection runs through both groups and wraps around.
    expect(screen.getByRole('option', { selected: true }).textContent).toContain('Filă nouă');
    const input = screen.getByRole('combobox');
    await userEvent.type(input, '{ArrowUp}');
    expect(screen.getByRole('option', { selected: true }).textContent).toContain('Scurtături de tastatură');
    await userEvent.type(input, 'fila');
    expect(screen.queryByRole('group', { name: 'Recente' })).toBeNull();
    await userEvent.type(input, '{Enter}');
    expect(newTab).toHaveBeenCalled();
    expect(useNavigationStateStore.getState().recentPaletteActions[0]).toBe('new-tab');
  });
});
