import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useGlobalDateStore } from '@buget/shared-domain/stores';
import { App } from './App';

describe('mf-daily App', () => {
  beforeEach(() => useGlobalDateStore.getState().setSelectedDate('2026-02-28'));

  it('says honestly that the daily comparison is not built yet and links to Tranzacții', async () => {
    const navigate = vi.fn();
    render(<App basePath="/daily" navigate={navigate} />);
    await userEvent.click(screen.getByRole('button', { name: 'Mergi la Tranzacții' }));
    expect(navigate).toHaveBeenCalledWith('/transactions');
  });

  it('moves the shared date by one day in each direction, in Romanian', async () => {
    render(<App basePath="/daily" navigate={vi.fn()} />);
    expect(screen.getByTestId('daily-selected-date').textContent).toBe('sâmbătă, 28 februarie 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Ziua următoare' }));
    expect(useGlobalDateStore.getState().selectedDate).toBe('2026-03-01');
    expect(screen.getByTestId('daily-selected-date').textContent).toBe('duminică, 1 martie 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Ziua anterioară' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ziua anterioară' }));
    expect(useGlobalDateStore.getState().selectedDate).toBe('2026-02-27');
  });
});
