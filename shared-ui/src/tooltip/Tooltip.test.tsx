import { fireEvent, render, screen, waitFor } from '@testing-library/react';
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

  it('stays open when its focused trigger is scrolled into view, and a scroll under a hovered trigger hides it', async () => {
    render(
      <TooltipProvider>
        <Tooltip content="Predefinită">
          <Button>Lacăt</Button>
        </Tooltip>
        <Tooltip content="Ascunde suma" delayMs={0}>
          <Button>Ochi</Button>
        </Tooltip>
      </TooltipProvider>,
    );
    // Focus that scrolls the page (a trigger off screen): the scroll comes after the focus.
    await userEvent.tab();
    expect((await screen.findByRole('tooltip')).textContent).toBe('Predefinită');
    fireEvent.scroll(document);
    expect(screen.getByRole('tooltip').textContent).toBe('Predefinită');

    await userEvent.tab();
    await userEvent.click(document.body);
    await userEvent.hover(screen.getByRole('button', { name: 'Ochi' }));
    expect((await screen.findByRole('tooltip')).textContent).toBe('Ascunde suma');
    fireEvent.scroll(document);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
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

  it('stays open while the pointer moves onto it, and hides once the pointer has left both', async () => {
    render(
      <Tooltip content="Detalii" delayMs={10}>
        <Button>Ochi</Button>
      </Tooltip>,
    );
    const trigger = screen.getByRole('button', { name: 'Ochi' });
    await userEvent.hover(trigger);
    const tooltip = await screen.findByRole('tooltip');
    await userEvent.unhover(trigger);
    await userEvent.hover(tooltip);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.getByRole('tooltip').textContent).toBe('Detalii');
    await userEvent.unhover(tooltip);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    expect(trigger.getAttribute('aria-describedby')).toBeNull();
  });

  it('keeps one open at a time and opens the next at once within the skip delay', async () => {
    render(
      <TooltipProvider skipDelayMs={1000}>
        <Tooltip content="Primul" delayMs={10}>
          <Button>A</Button>
        </Tooltip>
        <Tooltip content="Al doilea" delayMs={5000}>
          <Button>B</Button>
        </Tooltip>
      </TooltipProvider>,
    );
    await userEvent.hover(screen.getByRole('button', { name: 'A' }));
    expect((await screen.findByRole('tooltip')).textContent).toBe('Primul');
    await userEvent.hover(screen.getByRole('button', { name: 'B' }));
    // Well before B's own 5 s delay: the skip delay opens it at once, and A's is gone.
    await waitFor(() => expect(screen.getAllByRole('tooltip').map((tooltip) => tooltip.textContent)).toEqual(['Al doilea']));
  });

  it('hides on a click of the trigger, whose own click handler still runs', async () => {
    let clicks = 0;
    render(
      <Tooltip content="Ascunde suma" delayMs={10}>
        <Button onClick={() => (clicks += 1)}>Ochi</Button>
      </Tooltip>,
    );
    const trigger = screen.getByRole('button', { name: 'Ochi' });
    await userEvent.hover(trigger);
    await screen.findByRole('tooltip');
    await userEvent.click(trigger);
    expect(clicks).toBe(1);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
