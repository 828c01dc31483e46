import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { IconTransactions } from '../Icons/Icons';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('renders its icon, title, description and action', async () => {
    const onAdd = vi.fn();
    const { container } = render(
      <EmptyState
        icon={<IconTransactions />}
        title="Nicio tranzacție încă"
        description="Adaugă prima tranzacție ca să vezi cum se mișcă bugetul."
        action={<Button onClick={onAdd}>Adaugă tranzacție</Button>}
      />,
    );
    expect(screen.getAllByRole('heading').map((h) => [h.tagName, h.textContent])).toEqual([['H2', 'Nicio tranzacție încă']]);
    expect(container.querySelector('.bg-empty-state__description')?.textContent).toBe('Adaugă prima tranzacție ca să vezi cum se mișcă bugetul.');
    expect(container.querySelector('.bg-empty-state__icon svg')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Adaugă tranzacție' }));
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it('leaves out the icon and action when not given', () => {
    const { container } = render(<EmptyState title="Gol" description="Nimic aici." />);
    expect(container.querySelector('.bg-empty-state__icon')).toBeNull();
    expect(container.querySelector('.bg-empty-state__action')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('takes a heading level and a plain appearance', () => {
    const { container } = render(
      <EmptyState title="Fără categorii" description="—" headingLevel={3} appearance="plain" />,
    );
    expect(screen.getAllByRole('heading').map((h) => [h.tagName, h.textContent])).toEqual([['H3', 'Fără categorii']]);
    expect(container.firstElementChild?.className).toContain('bg-empty-state--plain');
  });
});
