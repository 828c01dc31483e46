import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import CommandPalette from './CommandPalette';
import { useOverlayStore } from './overlay-store';
import type { FrameActions } from './use-frame-actions';

describe('CommandPalette', () => {
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
});
