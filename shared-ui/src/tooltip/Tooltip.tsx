import { cloneElement, createContext, useCallback, useContext, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { FocusEvent, MouseEvent, PointerEvent, ReactElement, ReactNode, Ref } from 'react';
import { createPortal } from 'react-dom';
import { TOOLTIP_DELAY_MS } from '@buget/shared-domain/constants';
import './Tooltip.css';

export const TOOLTIP_SIDES = ['top', 'right', 'bottom', 'left'] as const;
export type TooltipSide = (typeof TOOLTIP_SIDES)[number];
type TooltipAlign = 'start' | 'center' | 'end';

/** How a tooltip opened: after its delay, or at once (focus, or moving on from another tooltip). */
type OpenState = 'delayed-open' | 'instant-open';

/** Gap between the trigger and the bubble, and the least distance kept from the viewport's edges. */
const SIDE_OFFSET_PX = 6;
const COLLISION_PADDING_PX = 8;
/** Time the pointer has to go from the trigger onto the bubble (hoverable content, WCAG 1.4.13). */
const HOVER_GRACE_MS = 100;

/** The tooltips below one provider: at most one open, and the skip delay between them. */
type TooltipGroup = {
  skipDelayMs: number;
  /** When the last tooltip of the group closed (performance.now()). */
  closedAt: number;
  /** Closes the group's open tooltip, if any. */
  closeOpen: (() => void) | null;
};

const createGroup = (skipDelayMs: number): TooltipGroup => ({ skipDelayMs, closedAt: -Infinity, closeOpen: null });

const GroupContext = createContext<TooltipGroup | null>(null);

export type TooltipProviderProps = {
  children: ReactNode;
  /** Moving to another trigger within this time opens its tooltip at once (spec: 300 ms). */
  skipDelayMs?: number;
};

/**
 * Shares the skip delay between tooltips and keeps one open at a time. Mount one near the root of
 * the shell and of each remote's parcel (each is its own React root); a lone Tooltip has its own.
 */
export function TooltipProvider({ children, skipDelayMs = TOOLTIP_DELAY_MS.skip }: TooltipProviderProps) {
  const [group] = useState(() => createGroup(skipDelayMs));
  group.skipDelayMs = skipDelayMs;
  return <GroupContext.Provider value={group}>{children}</GroupContext.Provider>;
}

/** The handlers and attributes a trigger is given; its own handlers still run first. */
type TriggerProps = {
  ref?: Ref<HTMLElement>;
  'aria-describedby'?: string;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
};

export type TooltipProps = {
  /** The text of the tooltip. Keep it short; it is also the trigger's accessible description. */
  content: ReactNode;
  side?: TooltipSide;
  align?: TooltipAlign;
  /** Open delay on hover in ms (spec: 200 by default; 500 for the collapsed sidebar). */
  delayMs?: number;
  /**
   * The trigger: one element that accepts a ref and event handlers (a Button, a link). A disabled
   * <button> fires no pointer events, so wrap it in a <span tabIndex={0}> if it needs a tooltip.
   */
  children: ReactElement<TriggerProps>;
  /** Render only the trigger, e.g. the sidebar's labels when it is expanded. */
  disabled?: boolean;
  /** Shown for as long as this is true (the component gallery). */
  open?: boolean;
};

/**
 * A small label shown on hover (after its delay) and at once on keyboard focus, describing its
 * trigger (aria-describedby, role="tooltip"); Escape, a click, a press, blur, leaving the trigger
 * and bubble, or a scroll under a hovered (not focused) trigger hide it. Placed next to the
 * trigger, flipped and shifted to stay in view, and following it while it is open, by
 * @floating-ui/dom, which loads the first time a tooltip opens.
 */
export function Tooltip({ content, disabled = false, ...props }: TooltipProps) {
  if (disabled || content === null || content === undefined || content === '') return props.children;
  return <ActiveTooltip content={content} {...props} />;
}

function ActiveTooltip({
  content,
  side = 'top',
  align = 'center',
  delayMs = TOOLTIP_DELAY_MS.default,
  children,
  open: forcedOpen,
}: Omit<TooltipProps, 'disabled'>) {
  const providedGroup = useContext(GroupContext);
  const [ownGroup] = useState(() => createGroup(TOOLTIP_DELAY_MS.skip));
  const group = providedGroup ?? ownGroup;
  const id = useId();
  const [state, setState] = useState<OpenState | null>(null);
  const trigger = useRef<HTMLElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pressed = useRef(false);

  const close = useCallback(() => {
    clearTimeout(timer.current);
    // No longer the group's open tooltip: once the skip delay has run out, the next waits again.
    if (group.closeOpen === close) group.closeOpen = null;
    setState((current) => {
      if (current !== null) group.closedAt = performance.now();
      return null;
    });
  }, [group]);

  const show = useCallback(
    (how: OpenState) => {
      clearTimeout(timer.current);
      if (group.closeOpen !== close) group.closeOpen?.();
      group.closeOpen = close;
      setState((current) => current ?? how);
    },
    [group, close],
  );

  const scheduleClose = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(close, HOVER_GRACE_MS);
  };

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      if (group.closeOpen === close) group.closeOpen = null;
    },
    [group, close],
  );

  const open = state !== null || forcedOpen === true;

  useEffect(() => {
    if (state === null) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    // A scroll under a hovered trigger hides the bubble; a focused trigger keeps it (focusing an
    // element off screen scrolls it into view, which must not hide what the focus just opened),
    // and the bubble follows it.
    const onScroll = (event: Event) => {
      if (!(event.target instanceof Node) || !trigger.current || trigger.current === document.activeElement) return;
      if (event.target.contains(trigger.current)) close();
    };
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('scroll', onScroll, { capture: true });
    };
  }, [state, close]);

  const own = children.props;
  const ownRef = own.ref;
  const triggerProps: TriggerProps = {
    ref: (node: HTMLElement | null) => {
      trigger.current = node;
      if (typeof ownRef === 'function') ownRef(node);
      else if (ownRef) ownRef.current = node;
    },
    'aria-describedby': open ? id : own['aria-describedby'],
    onPointerEnter: (event) => {
      own.onPointerEnter?.(event);
      if (event.pointerType === 'touch') return;
      clearTimeout(timer.current);
      if (state !== null) return;
      const skip = group.closeOpen !== null || performance.now() - group.closedAt < group.skipDelayMs;
      if (skip) show('instant-open');
      else timer.current = setTimeout(() => show('delayed-open'), delayMs);
    },
    onPointerLeave: (event) => {
      own.onPointerLeave?.(event);
      scheduleClose();
    },
    onPointerDown: (event) => {
      own.onPointerDown?.(event);
      // The focus that follows a press does not reopen what the press closed.
      pressed.current = true;
      document.addEventListener('pointerup', () => (pressed.current = false), { once: true });
      close();
    },
    onFocus: (event) => {
      own.onFocus?.(event);
      if (!pressed.current) show('instant-open');
    },
    onBlur: (event) => {
      own.onBlur?.(event);
      close();
    },
    onClick: (event) => {
      own.onClick?.(event);
      close();
    },
  };

  return (
    <>
      {cloneElement(children, triggerProps)}
      {open
        ? createPortal(
            <TooltipBubble
              id={id}
              state={state ?? 'instant-open'}
              side={side}
              align={align}
              trigger={trigger}
              onPointerEnter={() => clearTimeout(timer.current)}
              onPointerLeave={scheduleClose}
            >
              {content}
            </TooltipBubble>,
            document.body,
          )
        : null}
    </>
  );
}

type TooltipBubbleProps = {
  id: string;
  state: OpenState;
  side: TooltipSide;
  align: TooltipAlign;
  trigger: { current: HTMLElement | null };
  children: ReactNode;
  onPointerEnter: () => void;
  onPointerLeave: () => void;
};

/** The bubble, hidden until @floating-ui/dom has placed it (the first time, once it has loaded). */
function TooltipBubble({ id, state, side, align, trigger, children, onPointerEnter, onPointerLeave }: TooltipBubbleProps) {
  const bubble = useRef<HTMLDivElement>(null);
  const arrow = useRef<SVGSVGElement>(null);

  useLayoutEffect(() => {
    const anchor = trigger.current;
    const floating = bubble.current;
    const arrowElement = arrow.current;
    if (!anchor || !floating || !arrowElement) return;
    let current = true;
    let stopFollowing: (() => void) | undefined;
    void import('@floating-ui/dom').then(({ arrow: arrowMiddleware, autoUpdate, computePosition, flip, offset, shift }) => {
      const placement = align === 'center' ? side : (`${side}-${align}` as const);
      const place = async () => {
        const position = await computePosition(anchor, floating, {
          placement,
          strategy: 'fixed',
          middleware: [
            offset(SIDE_OFFSET_PX),
            flip({ padding: COLLISION_PADDING_PX }),
            shift({ padding: COLLISION_PADDING_PX }),
            arrowMiddleware({ element: arrowElement, padding: COLLISION_PADDING_PX / 2 }),
          ],
        });
        if (!current) return;
        const placedSide = position.placement.split('-')[0] as TooltipSide;
        const arrowAt = position.middlewareData.arrow;
        Object.assign(floating.style, { left: `${position.x}px`, top: `${position.y}px`, visibility: 'visible' });
        floating.dataset.side = placedSide;
        Object.assign(arrowElement.style, {
          left: arrowAt?.x === undefined ? '' : `${arrowAt.x}px`,
          top: arrowAt?.y === undefined ? '' : `${arrowAt.y}px`,
        });
      };
      // Placed again when the trigger's scrolling boxes scroll or either element changes size.
      if (current) stopFollowing = autoUpdate(anchor, floating, () => void place());
    });
    return () => {
      current = false;
      stopFollowing?.();
    };
  }, [trigger, side, align]);

  return (
    <div
      ref={bubble}
      id={id}
      role="tooltip"
      className="bg-tooltip"
      data-state={state}
      data-side={side}
      style={{ position: 'fixed', left: 0, top: 0, visibility: 'hidden' }}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
    >
      {children}
      <svg ref={arrow} className="bg-tooltip__arrow" width={10} height={5} viewBox="0 0 30 10" preserveAspectRatio="none" aria-hidden="true">
        <polygon points="0,0 30,0 15,10" />
      </svg>
    </div>
  );
}
