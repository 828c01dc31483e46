import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CopyPlanButton } from './index';

const copy = vi.hoisted(() => ({ mutate: vi.fn(), isPending: false }));

// The original is typed loosely on purpose (see mf-transactions' TransactionFormDialog.test.tsx).
vi.mock('@buget/shared-domain/planning', async (importOriginal) => {
  const actual = await importOriginal<Record<string, unknown>>();
  return { ...actual, useCopyPreviousMonthPlan: () => copy };
});

beforeEach(() => {
  copy.mutate.mockClear();
  copy.isPending = false;
});

describe('CopyPlanButton', () => {
  it('copies the previous month into the month shown, in one call', async () => {
    render(<CopyPlanButton month="2026-03" />);
    await userEvent.click(screen.getByRole('button', { name: 'Copiază planul lunii trecute' }));
    expect(copy.mutate).toHaveBeenCalledTimes(1);
    expect(copy.mutate).toHaveBeenCalledWith('2026-03');
  });

  it('waits while a copy runs: a second click sends nothing', async () => {
    copy.isPending = true;
    render(<CopyPlanButton month="2026-03" />);
    const button = screen.getByRole('button', { name: /Copiază planul lunii trecute/ });
    expect(button.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(button);
    expect(copy.mutate).not.toHaveBeenCalled();
  });
});
