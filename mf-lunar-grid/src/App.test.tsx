import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TOGGLE_FULLSCREEN_EVENT, useGlobalDateStore, useLayoutStore } from '@buget/shared-domain/stores';
import { App } from './App';

describe('mf-lunar-grid App', () => {
  beforeEach(() => useGlobalDateStore.getState().setSelectedDate('2026-01-31'));

  it('has its own title bar, since the shell hides its header on this page', () => {
    render(<App basePath="/lunar-grid" navigate={vi.fn()} />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Grid Lunar']);
  });

  it('moves the shared date by months and titles the month in Romanian', async () => {
    render(<App basePath="/lunar-grid" navigate={vi.fn()} />);
    expect(screen.getByTestId('grid-selected-month').textContent).toBe('Ianuarie 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Luna următoare' }));
    expect(screen.getByTestId('grid-selected-month').textContent).toBe('Februarie 2026');
    expect(useGlobalDateStore.getState().selectedDate).toBe('2026-02-28');
  });

  it('points phone users to Tranzacții', async () => {
    const navigate = vi.fn();
    render(<App basePath="/lunar-grid" navigate={navigate} />);
    await userEvent.click(screen.getByRole('button', { name: 'Mergi la Tranzacții' }));
    expect(navigate).toHaveBeenCalledWith('/transactions');
  });

  it('Ctrl+Shift+F1 (the shell\'s event) toggles fullscreen in the shared layout store, Esc leaves it, leaving the page ends it', async () => {
    const { unmount } = render(<App basePath="/lunar-grid" navigate={vi.fn()} />);
    const fullscreen = () => useLayoutStore.getState().gridFullscreen;
    expect(fullscreen()).toBe(false);
    act(() => void window.dispatchEvent(new CustomEvent(TOGGLE_FULLSCREEN_EVENT)));
    expect(fullscreen()).toBe(true);
    expect(screen.getByRole('button', { name: 'Ieși din ecran complet' }).getAttribute('aria-pressed')).toBe('true');
    act(() => void window.dispatchEvent(new CustomEvent(TOGGLE_FULLSCREEN_EVENT)));
    expect(fullscreen()).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Ecran complet' }));
    expect(fullscreen()).toBe(true);
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(fullscreen()).toBe(false);
    act(() => void window.dispatchEvent(new CustomEvent(TOGGLE_FULLSCREEN_EVENT)));
    unmount();
    expect(fullscreen()).toBe(false);
  });
});
