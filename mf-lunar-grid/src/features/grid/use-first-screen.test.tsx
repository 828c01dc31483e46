import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { rowsToFill, useFirstScreen } from './use-first-screen';

function Rows({ count }: { count: number }) {
  const box = useRef<HTMLDivElement>(null);
  const drawn = useFirstScreen(count, box);
  return (
    <div ref={box} data-testid="box">
      {Array.from({ length: drawn }, (_, i) => (
        <p key={i}>rând</p>
      ))}
    </div>
  );
}

const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
const drawnRows = (container: HTMLElement) => container.querySelectorAll('p').length;

describe('useFirstScreen', () => {
  it('draws the rows that fill the window first and the rest a frame later', async () => {
    const { container } = render(<Rows count={300} />);
    const first = rowsToFill(null);
    expect(first).toBeLessThan(300);
    expect(drawnRows(container)).toBe(first);
    await nextFrame();
    expect(drawnRows(container)).toBe(300);
  });

  it('on growth (an expand) draws down to the scroll box bottom first; fewer or as many rows at once', async () => {
    const { container, getByTestId, rerender } = render(<Rows count={10} />);
    expect(drawnRows(container)).toBe(10);
    const box = getByTestId('box');
    Object.defineProperty(box, 'clientHeight', { value: 400, configurable: true });
    box.scrollTop = 200;
    rerender(<Rows count={300} />);
    expect(drawnRows(container)).toBe(rowsToFill(box));
    expect(rowsToFill(box)).toBe(30);
    await nextFrame();
    expect(drawnRows(container)).toBe(300);
    rerender(<Rows count={120} />);
    expect(drawnRows(container)).toBe(120);
    rerender(<Rows count={120} />);
    expect(drawnRows(container)).toBe(120);
  });
});
