import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is a status region labelled in Romanian by default', () => {
    render(<Spinner />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Se încarcă...');
    expect(status.getAttribute('aria-live')).toBe('polite');
  });

  it('keeps the default label visually hidden', () => {
    render(<Spinner />);
    expect(screen.getByText('Se încarcă...').className).toBe('bg-visually-hidden');
  });

  it('shows a custom label when asked', () => {
    render(<Spinner size="xl" label="Inițializare calculatoare balance..." showLabel />);
    const label = screen.getByText('Inițializare calculatoare balance...');
    expect(label.className).toBe('bg-spinner__label');
    expect(screen.getByRole('status').className).toContain('bg-spinner--xl');
  });

  it('applies each size class', () => {
    const { rerender } = render(<Spinner size="sm" />);
    expect(screen.getByRole('status').className).toContain('bg-spinner--sm');
    rerender(<Spinner size="lg" />);
    expect(screen.getByRole('status').className).toContain('bg-spinner--lg');
  });

  it('has no role and is hidden from assistive technology when decorative', () => {
    const { container } = render(<Spinner decorative />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });
});
