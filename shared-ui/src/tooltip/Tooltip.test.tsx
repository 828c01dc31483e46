import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '@buget/shared-ui/components';
import { Tooltip, TooltipProvider } from './Tooltip';

describe('Tooltip', () => {
  it('shows its content when the trigger gets keyboard focus', async () => {
    render(
      <TooltipProvider>
        <Tooltip content="Arată suma">
          <Button>Ochi</Button>
        </Tooltip>
      </TooltipProvider>,
    );
    expect(screen.queryByRole('tooltip')).toBeNull();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ochi' }));
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toBe('Arată suma');
  });

  it('shows its content on hover after the delay and describes the trigger', async () => {
    render(
      <TooltipProvider>
        <Tooltip content="Ascunde suma" delayMs={50}>
          <Button>Ochi</Button>
        </Tooltip>
      </TooltipProvider>,
    );
    const trigger = screen.getByRole('button', { name: 'Ochi' });
    await userEvent.hover(trigger);
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toBe('Ascunde suma');
    expect(trigger.getAttribute('aria-describedby')).toBe(tooltip.id);
  });

  it('hides again on Escape', async () => {
    render(
      <Tooltip content="Tranzacții">
        <Button>T</Button>
      </Tooltip>,
    );
    await userEvent.tab();
    await screen.findByRole('tooltip');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('works without a provider', async () => {
    render(
      <Tooltip content="Singur">
        <Button>S</Button>
      </Tooltip>,
    );
    await userEvent.tab();
    expect((await screen.findByRole('tooltip')).textContent).toBe('Singur');
  });

  it('renders only the trigger when disabled', async () => {
    render(
      <Tooltip content="Nu apare" disabled>
        <Button>D</Button>
      </Tooltip>,
    );
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'D' }));
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(screen.queryByText('Nu apare')).toBeNull();
  });
});
