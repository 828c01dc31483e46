import { createContext, useContext } from 'react';
import type { ReactElement, ReactNode } from 'react';
import * as RadixTooltip from '@radix-ui/react-tooltip';
import { TOOLTIP_DELAY_MS } from '@buget/shared-domain/constants';
import './Tooltip.css';

export const TOOLTIP_SIDES = ['top', 'right', 'bottom', 'left'] as const;
export type TooltipSide = (typeof TOOLTIP_SIDES)[number];

/** True below a TooltipProvider, so a lone Tooltip can supply its own. */
const ProviderPresent = createContext(false);

export type TooltipProviderProps = {
  children: ReactNode;
  /** Delay before the first tooltip opens (spec: base 700 ms). A Tooltip's own delayMs wins. */
  delayMs?: number;
  /** Moving to another trigger within this time opens its tooltip at once (spec: 300 ms). */
  skipDelayMs?: number;
};

/**
 * Shares the open delay between tooltips. Mount one near the root of the shell and of each
 * remote's parcel (each is its own React root).
 */
export function TooltipProvider({
  children,
  delayMs = TOOLTIP_DELAY_MS.base,
  skipDelayMs = TOOLTIP_DELAY_MS.skip,
}: TooltipProviderProps) {
  return (
    <RadixTooltip.Provider delayDuration={delayMs} skipDelayDuration={skipDelayMs}>
      <ProviderPresent.Provider value={true}>{children}</ProviderPresent.Provider>
    </RadixTooltip.Provider>
  );
}

export type TooltipProps = {
  /** The text of the tooltip. Keep it short; it is also the trigger's accessible description. */
  content: ReactNode;
  side?: TooltipSide;
  align?: 'start' | 'center' | 'end';
  /** Open delay in ms (spec: 200 by default; 500 for the collapsed sidebar). */
  delayMs?: number;
  /**
   * The trigger: one element that accepts a ref and event handlers (a Button, a link). A disabled
   * <button> fires no pointer events, so wrap it in a <span tabIndex={0}> if it needs a tooltip.
   */
  children: ReactElement;
  /** Render only the trigger, e.g. the sidebar's labels when it is expanded. */
  disabled?: boolean;
  /** Controlled open state, for the rare case a caller needs it. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
};

/** A small label shown on hover and keyboard focus, on Radix (Escape dismisses it). */
export function Tooltip({
  content,
  side = 'top',
  align = 'center',
  delayMs = TOOLTIP_DELAY_MS.default,
  children,
  disabled = false,
  open,
  onOpenChange,
}: TooltipProps) {
  const hasProvider = useContext(ProviderPresent);
  if (disabled || content === null || content === undefined || content === '') return children;

  const controlled = open === undefined ? {} : { open };
  const tooltip = (
    <RadixTooltip.Root delayDuration={delayMs} onOpenChange={onOpenChange} {...controlled}>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content className="bg-tooltip" side={side} align={align} sideOffset={6} collisionPadding={8}>
          {content}
          <RadixTooltip.Arrow className="bg-tooltip__arrow" width={10} height={5} />
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );

  return hasProvider ? tooltip : <TooltipProvider>{tooltip}</TooltipProvider>;
}
