import { render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useToastsBelow } from './use-toasts-below';

/** A ResizeObserver that reports its element once when observed, as browsers do. */
class ReportingObserver {
  constructor(private readonly callback: () => void) {}
  observe() {
    this.callback();
  }
  disconnect() {}
}

function Bar() {
  const ref = useRef<HTMLElement>(null);
  useToastsBelow(ref, []);
  return <header ref={ref}>Grid Lunar</header>;
}

afterEach(() => vi.unstubAllGlobals());

describe('useToastsBelow', () => {
  it("puts the toasts' top inset at the grid bar's bottom edge while the grid is shown, and gives it back after", () => {
    vi.stubGlobal('ResizeObserver', ReportingObserver);
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ bottom: 112.4 } as DOMRect);
    const { unmount } = render(<Bar />);
    expect(document.documentElement.style.getPropertyValue('--toast-inset-top')).toBe('112px');
    unmount();
    expect(document.documentElement.style.getPropertyValue('--toast-inset-top')).toBe('');
  });
});
