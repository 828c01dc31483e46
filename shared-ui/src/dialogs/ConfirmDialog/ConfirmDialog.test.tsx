import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';

describe('ConfirmDialog', () => {
  it('confirms or cancels', async () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    render(<ConfirmDialog open onOpenChange={onOpenChange} title="Ștergi?" description="Nu se poate." confirmLabel="Șterge" onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Șterge' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Renunță' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
