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
    expect(screen.getByRole('heading', { level: 1, name: 'Tranzacții' })).toBeDefined();
    expect(screen.getByText('Toate mișcările de bani, pe conturi.')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Adaugă' })).toBeDefined();
  });

  it('renders just the title when that is all it gets', () => {
    const { container } = render(<PageHeader title="Opțiuni" />);
    expect(container.querySelector('.bg-page-header__description')).toBeNull();
    expect(container.querySelector('.bg-page-header__actions')).toBeNull();
  });
});
