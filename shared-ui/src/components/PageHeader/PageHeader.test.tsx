import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button/Button';
import { PageHeader } from './PageHeader';

describe('PageHeader', () => {
  it('renders the title as the page h1 with its description and actions', () => {
    render(
      <PageHeader
        title="Tranzacții"
        description="Toate mișcările de bani, pe conturi."
        actions={<Button>Adaugă</Button>}
      />,
    );
    expect(screen.getAllByRole('heading').map((h) => [h.tagName, h.textContent])).toEqual([['H1', 'Tranzacții']]);
    expect(document.querySelector('.bg-page-header__description')?.textContent).toBe('Toate mișcările de bani, pe conturi.');
    expect(document.querySelector('.bg-page-header__actions')?.contains(screen.getByRole('button', { name: 'Adaugă' }))).toBe(true);
  });

  it('renders just the title when that is all it gets', () => {
    const { container } = render(<PageHeader title="Opțiuni" />);
    expect(container.querySelector('.bg-page-header__description')).toBeNull();
    expect(container.querySelector('.bg-page-header__actions')).toBeNull();
  });
});
