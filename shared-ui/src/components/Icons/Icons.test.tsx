import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as icons from './Icons';
import type { IconProps } from './Icons';

const named = Object.entries(icons).filter(([name]) => name.startsWith('Icon')) as Array<
  [string, ComponentType<IconProps>]
>;

describe('Icons', () => {
  it('exports the set the app frame needs', () => {
    expect(named.map(([name]) => name).sort()).toEqual(
      [
        'IconAlert',
        'IconChevronLeft',
        'IconChevronRight',
        'IconClose',
        'IconCopy',
        'IconDaily',
        'IconEdit',
        'IconEye',
        'IconEyeOff',
        'IconGrid',
        'IconLock',
        'IconLogout',
        'IconMenu',
        'IconMore',
        'IconOptions',
        'IconPlus',
        'IconProfile',
        'IconRefresh',
        'IconSearch',
        'IconTransactions',
        'IconTrash',
        'IconWallet',
      ].sort(),
    );
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
