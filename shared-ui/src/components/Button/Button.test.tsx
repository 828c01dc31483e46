import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, BUTTON_VARIANTS } from './Button';

describe('Button', () => {
  it('is a type="button" primary md button by default', () => {
    render(<Button>Salvează</Button>);
    const button = screen.getByRole('button', { name: 'Salvează' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className).toContain('bg-button--primary');
    expect(button.className).toContain('bg-button--md');
  });

  it.each(BUTTON_VARIANTS)('renders the %s variant', (variant) => {
    render(<Button variant={variant}>Acțiune</Button>);
    expect(screen.getByRole('button').className).toContain(`bg-button--${variant}`);
  });

  it('applies the size class and lets a form submit', () => {
    render(
      <Button size="lg" type="submit">
        Trimite
      </Button>,
    );
    const button = screen.getByRole('button');
    expect(button.className).toContain('bg-button--lg');
    expect(button.getAttribute('type')).toBe('submit');
  });

  it('calls onClick when clicked', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Adaugă</Button>);
    await userEvent.click(screen.getByRole('button'));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('does not call onClick when disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Adaugă
      </Button>,
    );
    const button = screen.getByRole('button');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('shows a spinner, sets aria-busy and disables itself while loading', async () => {
    const onClick = vi.fn();
    const { container } = render(
      <Button loading icon={<svg data-testid="icon" />} onClick={onClick}>
        Salvează
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Salvează' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(container.querySelector('.bg-spinner')).not.toBeNull();
    expect(screen.queryByTestId('icon')).toBeNull();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('has no aria-busy when idle', () => {
    render(<Button>Gata</Button>);
    expect(screen.getByRole('button').hasAttribute('aria-busy')).toBe(false);
  });

  it('renders an icon before the label', () => {
    render(<Button icon={<svg data-testid="icon" />}>Caută</Button>);
    const button = screen.getByRole('button', { name: 'Caută' });
    expect(button.firstElementChild?.contains(screen.getByTestId('icon'))).toBe(true);
  });

  it('names an icon-only button by its aria-label', () => {
    render(<Button iconOnly icon={<svg />} aria-label="Închide meniul" variant="ghost" />);
    const button = screen.getByRole('button', { name: 'Închide meniul' });
    expect(button.className).toContain('bg-button--icon-only');
  });

  it('forwards its ref and native props', () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button ref={ref} data-testid="native" title="Sfat">
        Ok
      </Button>,
    );
    expect(ref.current).toBe(screen.getByTestId('native'));
    expect(ref.current?.title).toBe('Sfat');
  });
});
