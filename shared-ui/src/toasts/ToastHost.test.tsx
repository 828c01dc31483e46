import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppSettingsStore } from '@buget/shared-domain/settings';
import { toast, useToastStore } from '@buget/shared-domain/stores';
import { ToastHost } from './ToastHost';

describe('ToastHost', () => {
  beforeEach(() => {
    useToastStore.getState().clear();
    useAppSettingsStore.setState((state) => ({ settings: { ...state.settings, toastPosition: 'top-right' } }));
  });

  it('renders the queue newest first, at most 5, top-right by default', () => {
    render(<ToastHost />);
    act(() => {
      for (let i = 1; i <= 6; i += 1) toast.info(`mesaj ${i}`);
    });
    const host = screen.getByRole('region', { name: 'Notificări' });
    expect(host.getAttribute('data-position')).toBe('top-right');
    // Each toast stays a list item (its live region is inside it), so the list is a list to axe.
    expect(within(host).getAllByRole('listitem')).toHaveLength(5);
    expect(within(host).getAllByTestId('toast').map((t) => t.textContent)).toEqual(
      ['mesaj 6', 'mesaj 5', 'mesaj 4', 'mesaj 3', 'mesaj 2'].map((m) => `Informație${m}`),
    );
  });

  it('moves to where the toastPosition setting says, as soon as it changes', () => {
    render(<ToastHost />);
    act(() => useAppSettingsStore.setState((state) => ({ settings: { ...state.settings, toastPosition: 'bottom-center' } })));
    expect(screen.getByRole('region', { name: 'Notificări' }).getAttribute('data-position')).toBe('bottom-center');
  });

  it('shows each variant with its role, runs the action and closes', async () => {
    const handler = vi.fn();
    render(<ToastHost position="bottom-left" />);
    act(() => {
      toast.success('Salvat', { action: { label: 'Anulează', handler } });
      toast.error(new Error('network down'), 'Eroare de rețea');
    });
    expect(screen.getByRole('region', { name: 'Notificări' }).getAttribute('data-position')).toBe('bottom-left');
    expect(screen.getByRole('alert').textContent).toContain('Eroare de rețea');
    await userEvent.click(screen.getByRole('button', { name: 'Anulează' }));
    expect(handler).toHaveBeenCalledOnce();
    expect(screen.queryByText('Salvat')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Închide notificarea' }));
    expect(screen.queryAllByTestId('toast')).toHaveLength(0);
  });
});
