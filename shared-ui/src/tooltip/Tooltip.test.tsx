import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOOLTIP_DELAY_MS } from '@buget/shared-domain/constants';
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

/**
 * Hover timing on fake timers (and a fake performance.now, which the skip delay reads): each test
 * reads the tooltips at an exact time instead of sleeping. A bubble is in the DOM from the moment
 * it opens; @floating-ui/dom then places it and makes it visible, so these tests query hidden ones too.
 */
describe('Tooltip on hover', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  // The pointer by plain events: user-event's waits and Testing Library's async wrapper would
  // wait on the faked setTimeout.
  const enter = (element: HTMLElement) => fireEvent.pointerEnter(element, { pointerType: 'mouse' });
  const leave = (element: HTMLElement) => fireEvent.pointerLeave(element, { pointerType: 'mouse' });
  const after = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
  const shown = () => screen.queryAllByRole('tooltip', { hidden: true }).map((tooltip) => tooltip.textContent);

  it('opens after its delay, not sooner, and describes the trigger', async () => {
    render(
      <TooltipProvider>
        <Tooltip content="Ascunde suma" delayMs={50}>
          <Button>Ochi</Button>
        </Tooltip>
      </TooltipProvider>,
    );
    const trigger = screen.getByRole('button', { name: 'Ochi' });
    enter(trigger);
    await after(49);
    expect(shown()).toEqual([]);
    expect(trigger.getAttribute('aria-describedby')).toBeNull();
    await after(1);
    expect(shown()).toEqual(['Ascunde suma']);
    expect(trigger.getAttribute('aria-describedby')).toBe(screen.getByRole('tooltip', { hidden: true }).id);
  });

  it("waits the spec's default delay when given none", async () => {
    render(
      <Tooltip content="Tranzacții">
        <Button>T</Button>
      </Tooltip>,
    );
    enter(screen.getByRole('button', { name: 'T' }));
    await after(TOOLTIP_DELAY_MS.default - 1);
    expect(shown()).toEqual([]);
    await after(1);
    expect(shown()).toEqual(['Tranzacții']);
  });

  it('stays open while the pointer moves onto it, and hides once the pointer has left both', async () => {
    render(
      <Tooltip content="Detalii" delayMs={10}>
        <Button>Ochi</Button>
      </Tooltip>,
    );
    const trigger = screen.getByRole('button', { name: 'Ochi' });
    enter(trigger);
    await after(10);
    const tooltip = screen.getByRole('tooltip', { hidden: true });
    leave(trigger);
    enter(tooltip);
    // Long after the grace for reaching it: still open while the pointer is on it.
    await after(1000);
    expect(shown()).toEqual(['Detalii']);
    leave(tooltip);
    // A grace, not at once: the pointer may be on its way back.
    expect(shown()).toEqual(['Detalii']);
    await after(1000);
    expect(shown()).toEqual([]);
    expect(trigger.getAttribute('aria-describedby')).toBeNull();
  });

  it('keeps one open at a time, opens the next at once within the skip delay, and waits again after it', async () => {
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
    enter(screen.getByRole('button', { name: 'A' }));
    await after(10);
    expect(shown()).toEqual(['Primul']);
    // No time passes: the skip delay opens B at once, well before its own 5 s, and A's is gone.
    enter(screen.getByRole('button', { name: 'B' }));
    expect(shown()).toEqual(['Al doilea']);

    leave(screen.getByRole('button', { name: 'B' }));
    await after(1000);
    expect(shown()).toEqual([]);
    // Past the skip delay since B closed: A waits its own delay again.
    await after(1000);
    enter(screen.getByRole('button', { name: 'A' }));
    await after(9);
    expect(shown()).toEqual([]);
    await after(1);
    expect(shown()).toEqual(['Primul']);
  });
});
