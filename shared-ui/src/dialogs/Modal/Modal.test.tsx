import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '@buget/shared-ui/components';
import { Modal, MODAL_SIZES } from './Modal';
import type { ModalSize } from './Modal';

function Harness({ size, onOpenChange }: { size?: ModalSize; onOpenChange?: (open: boolean) => void }) {
  const [open, setOpen] = useState(false);
  const change = (next: boolean) => {
    setOpen(next);
    onOpenChange?.(next);
  };
  return (
    <>
      <Button onClick={() => change(true)}>Deschide</Button>
      <Modal
        open={open}
        onOpenChange={change}
        title="Exportă datele"
        description="Alege formatul fișierului."
        size={size}
        footer={<Button onClick={() => change(false)}>Anulează</Button>}
      >
        <p>Conținutul dialogului</p>
      </Modal>
    </>
  );
}

async function openModal() {
  await userEvent.click(screen.getByRole('button', { name: 'Deschide' }));
  return screen.findByRole('dialog');
}

describe('Modal', () => {
  it('is closed until opened, then shows title, description, body and footer', async () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
    const dialog = await openModal();
    expect(screen.getByRole('dialog', { name: 'Exportă datele' })).toBe(dialog);
    // The dialog is named by its heading and described by its description, and holds body and footer.
    expect(dialog.getAttribute('aria-labelledby')).toBe(screen.getByRole('heading', { name: 'Exportă datele' }).id);
    expect(dialog.getAttribute('aria-describedby')).toBe(screen.getByText('Alege formatul fișierului.').id);
    expect(dialog.contains(screen.getByText('Conținutul dialogului'))).toBe(true);
    expect(dialog.contains(screen.getByRole('button', { name: 'Anulează' }))).toBe(true);
  });

  it('closes with Escape', async () => {
    const onOpenChange = vi.fn();
    render(<Harness onOpenChange={onOpenChange} />);
    await openModal();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('closes on a click on the dimmed backdrop', async () => {
    render(<Harness />);
    await openModal();
    const overlay = document.querySelector('.bg-modal-overlay');
    expect(overlay).not.toBeNull();
    await userEvent.click(overlay as Element);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes with the Închide button', async () => {
    render(<Harness />);
    await openModal();
    await userEvent.click(screen.getByRole('button', { name: 'Închide' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('moves focus into the dialog and returns it to the trigger', async () => {
    render(<Harness />);
    const dialog = await openModal();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    // Radix returns focus on the next tick after unmounting the focus scope.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Deschide' })));
  });

  it('focuses the first action rather than the close button on open', async () => {
    render(<Harness />);
    await openModal();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Anulează' }));
  });

  it('defaults to the md size', async () => {
    render(<Harness />);
    expect((await openModal()).className).toContain('bg-modal--md');
  });

  it.each(MODAL_SIZES)('applies the %s size class', async (size) => {
    render(<Harness size={size} />);
    expect((await openModal()).className).toContain(`bg-modal--${size}`);
  });

  it('offers sizes from sm to 4xl', () => {
    expect(MODAL_SIZES).toEqual(['sm', 'md', 'lg', 'xl', '2xl', '3xl', '4xl']);
  });

  it('has no aria-describedby when there is no description', () => {
    render(
      <Modal open onOpenChange={() => {}} title="Fără descriere">
        corp
      </Modal>,
    );
    expect(screen.getByRole('dialog').hasAttribute('aria-describedby')).toBe(false);
  });

  it('can hide the close button', () => {
    render(<Modal open onOpenChange={() => {}} title="Confirmare" hideCloseButton />);
    expect(screen.queryByRole('button', { name: 'Închide' })).toBeNull();
  });
});
