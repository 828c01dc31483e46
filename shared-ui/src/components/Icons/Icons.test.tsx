import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as icons from './Icons';
import type { IconProps } from './Icons';

const named = Object.entries(icons).filter(([name]) => name.startsWith('Icon')) as Array<
  [string, ComponentType<IconProps>]
>;

describe('Icons', () => {
  // The icons are read from the module's exports, so a new one is checked without being listed here.
  it('exports its icons as Icon* components, each drawing a picture of its own', () => {
    expect(named.length).toBeGreaterThan(0);
    const drawings = named.map(([, Icon]) => render(<Icon />).container.innerHTML);
    expect(new Set(drawings).size).toBe(named.length);
  });

  it.each(named)('%s is a decorative 20px currentColor stroke icon', (_name, Icon) => {
    const { container } = render(<Icon />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('width')).toBe('20');
    expect(svg?.getAttribute('stroke')).toBe('currentColor');
    expect(svg?.getAttribute('fill')).toBe('none');
    expect(svg?.children.length).toBeGreaterThan(0);
  });

  it('takes a size and extra svg props', () => {
    const { container } = render(<icons.IconMenu size={24} className="x" data-testid="menu" />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('height')).toBe('24');
    expect(svg?.getAttribute('class')).toBe('bg-icon x');
  });
});
