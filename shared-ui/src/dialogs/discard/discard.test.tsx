import { useState } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Button } from '@buget/shared-ui/components';
import { DISCARD_TEXTS, Modal } from '../Modal/Modal';
import { sameValues, useChanged } from './use-changed';

/** A form dialog as the app's are: rendered while open, its fields compared with the first ones. */
function NoteDialog({ initial, onClose }: { initial: string; onClose: () => void }) {
  const [note, setNote] = useState(initial);
  const dirty = useChanged({ note });
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Adaugă notă"
      dirty={dirty}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>Renunță</Button>
          <Button onClick={onClose}>Salvează</Button>
        </>
      }
    >
      <label>
        Notă
        <input value={note} onChange={(e) => setNote(e.target.value)} />
      </label>
    </Modal>
  );
}

function Page({ initial = '', onClose = () => {} }: { initial?: string; onClose?: () => void }) {
  const [open, setOpen] = useState(true);
  return open ? (
    <NoteDialog
      initial={initial}
      onClose={() => {
        onClose();
        setOpen(false);
      }}
    />
  ) : (
    <p>Pagina</p>
  );
}

const field = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Notă' });
const question = () => screen.queryByRole('dialog', { name: DISCARD_TEXTS.title });
const formDialog = () => screen.queryByRole('dialog', { name: 'Adaugă notă' });
const popTo = async (go: () => void) => {
  await act(async () => {
    go();
    await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  });
};

// Typing and role queries through two stacked dialogs: over 5 s on a loaded 2-core machine.
describe('a form dialog that asks before discarding changes', { timeout: 20_000 }, () => {
  beforeEach(() => window.history.replaceState({ page: 'tranzactii' }, '', '/transactions'));
  afterEach(() => vi.restoreAllMocks());

  it('closes an untouched dialog at once, without asking', async () => {
    const onClose = vi.fn();
    render(<Page initial="cafea" onClose={onClose} />);
    await userEvent.keyboard('{Escape}');
    expect(question()).toBeNull();
    expect(onClose).toHaveBeenCalledOnce();
    expect(formDialog()).toBeNull();
  });

  it('counts a field typed back to what it was as untouched', async () => {
    render(<Page initial="cafea" />);
    await userEvent.type(field(), 'x{Backspace}');
    await userEvent.keyboard('{Escape}');
    expect(question()).toBeNull();
    expect(formDialog()).toBeNull();
  });

  it('asks on Escape once a field changed; "Continuă editarea" keeps the typed text', async () => {
    const onClose = vi.fn();
    render(<Page onClose={onClose} />);
    await userEvent.type(field(), '12 lei');
    await userEvent.keyboard('{Escape}');
    expect(question()).not.toBeNull();
    expect(screen.getByText(DISCARD_TEXTS.description)).toBeTruthy();
    // Stacked above the form, its backdrop dimming it.
    expect(question()?.className).toContain('bg-modal--nested');
    expect(document.querySelectorAll('.bg-modal-overlay--nested')).toHaveLength(1);
    // The safe answer has the focus: Enter keeps editing.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: DISCARD_TEXTS.keepEditing }));
    await userEvent.click(screen.getByRole('button', { name: DISCARD_TEXTS.keepEditing }));
    expect(question()).toBeNull();
    expect(field().value).toBe('12 lei');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('Escape on the question keeps editing too', async () => {
    render(<Page />);
    await userEvent.type(field(), 'chirie');
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('{Escape}');
    expect(question()).toBeNull();
    expect(field().value).toBe('chirie');
  });

  it('"Renunță" in the question closes the dialog and drops the fields', async () => {
    const onClose = vi.fn();
    render(<Page onClose={onClose} />);
    await userEvent.type(field(), 'chirie');
    await userEvent.click(screen.getByRole('button', { name: 'Închide' }));
    expect(question()).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: DISCARD_TEXTS.discard }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(formDialog()).toBeNull();
    expect(screen.getByText('Pagina')).toBeTruthy();
  });

  it('asks on a click outside a changed dialog', async () => {
    render(<Page />);
    await userEvent.type(field(), 'chirie');
    await userEvent.click(document.querySelector('.bg-modal-overlay') as Element);
    expect(question()).not.toBeNull();
    // Behind the question (hidden from screen readers while it is asked) the dialog is still there.
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Notă', hidden: true }).value).toBe('chirie');
  });

  it('does not ask when the footer\'s own buttons close it (a save, an explicit Renunță)', async () => {
    const onClose = vi.fn();
    render(<Page onClose={onClose} />);
    await userEvent.type(field(), 'chirie');
    await userEvent.click(screen.getByRole('button', { name: 'Salvează' }));
    expect(question()).toBeNull();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('Back asks instead of leaving the page, and the page\'s history is as before once the dialog closes', async () => {
    render(<Page />);
    expect(window.history.state).toEqual({ page: 'tranzactii' });
    await userEvent.type(field(), 'chirie');
    // The changed dialog holds a history entry of its own, on the same address.
    expect(window.history.state).toMatchObject({ page: 'tranzactii' });
    expect(window.history.state).not.toEqual({ page: 'tranzactii' });
    expect(window.location.pathname).toBe('/transactions');
    await popTo(() => window.history.back());
    expect(question()).not.toBeNull();
    expect(window.location.pathname).toBe('/transactions');
    expect(window.history.state).toEqual({ page: 'tranzactii' });
    // Keep editing: the entry comes back, so a second Back asks again.
    await userEvent.click(screen.getByRole('button', { name: DISCARD_TEXTS.keepEditing }));
    expect(field().value).toBe('chirie');
    expect(window.history.state).toMatchObject({ page: 'tranzactii' });
    expect(window.history.state).not.toEqual({ page: 'tranzactii' });
    await popTo(() => window.history.back());
    expect(question()).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: DISCARD_TEXTS.discard }));
    expect(formDialog()).toBeNull();
    expect(window.history.state).toEqual({ page: 'tranzactii' });
  });

  it('a changed dialog closed another way takes its history entry back', async () => {
    render(<Page />);
    await userEvent.type(field(), 'chirie');
    const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvează' }));
    await act(async () => {
      await popped;
    });
    await waitFor(() => expect(window.history.state).toEqual({ page: 'tranzactii' }));
  });

  it('Back on a dialog whose changes were undone closes it without asking', async () => {
    render(<Page />);
    await userEvent.type(field(), 'x{Backspace}');
    await popTo(() => window.history.back());
    expect(question()).toBeNull();
    expect(formDialog()).toBeNull();
  });

  it('asks the browser\'s question on a reload only while the dialog is changed', async () => {
    render(<Page initial="cafea" />);
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await userEvent.type(field(), ' cu lapte');
    expect(unload()).toBe(true);
    await userEvent.clear(field());
    await userEvent.type(field(), 'cafea');
    expect(unload()).toBe(false);
  });
});

describe('sameValues', () => {
  it('compares plain form data by value', () => {
    expect(sameValues({ a: '1', b: [1, { c: true }] }, { a: '1', b: [1, { c: true }] })).toBe(true);
    expect(sameValues({ a: '1' }, { a: '2' })).toBe(false);
    expect(sameValues({ a: '1' }, { a: '1', b: undefined })).toBe(false);
    expect(sameValues([1, 2], { 0: 1, 1: 2 })).toBe(false);
    expect(sameValues(null, {})).toBe(false);
  });
});
