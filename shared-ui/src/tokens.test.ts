// @vitest-environment node
// The tokens are CSS, so two promises are checked here rather than by eye: every text/background
// pair meets WCAG AA, and the figures the spec fixes agree with @buget/shared-domain's constants.
import { readFileSync } from 'node:fs';
import { ROW_HEIGHT_PX, SIDEBAR, TOAST } from '@buget/shared-domain/constants';
import { describe, expect, it } from 'vitest';

const css = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8');

function block(selector: string): string {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`no ${selector} block`);
  return css.slice(start, css.indexOf('\n}\n', start));
}

function declarations(block: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const match of block.matchAll(/(--[\w-]+):\s*([^;]+);/g)) {
    const [, name, value] = match;
    if (name && value) map.set(name, value.trim().replace(/\s+/g, ' '));
  }
  return map;
}

const tokens = declarations(block(':root'));
const darkOverrides = declarations(block(":root[data-theme='dark']"));
const THEMES = [
  { theme: 'light', values: tokens },
  { theme: 'dark', values: new Map([...tokens, ...darkOverrides]) },
];

function resolve(values: Map<string, string>, name: string, seen: string[] = []): string {
  const value = values.get(name);
  if (value === undefined) throw new Error(`unknown token ${name}`);
  const ref = /^var\((--[\w-]+)\)$/.exec(value);
  if (!ref?.[1]) return value;
  if (seen.includes(name)) throw new Error(`cycle at ${name}`);
  return resolve(values, ref[1], [...seen, name]);
}

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(values: Map<string, string>, foreground: string, background: string): number {
  const [light, dark] = [foreground, background]
    .map((name) => luminance(resolve(values, name)))
    .sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** Text (4.5:1) and non-text UI such as the focus ring (3:1) on the backgrounds they meet. */
const TEXT_PAIRS: Array<[string, string]> = [
  ['--color-text', '--color-bg'],
  ['--color-text', '--color-surface'],
  ['--color-text', '--color-surface-muted'],
  ['--color-text', '--color-surface-hover'],
  ['--color-text-muted', '--color-surface'],
  ['--color-text-muted', '--color-bg'],
  ['--color-text-muted', '--color-surface-hover'],
  ['--color-text-subtle', '--color-surface'],
  ['--color-on-primary', '--color-primary'],
  ['--color-on-primary', '--color-primary-hover'],
  ['--color-on-primary', '--color-primary-active'],
  ['--color-primary-text', '--color-surface'],
  ['--color-primary-text', '--color-primary-soft'],
  ['--color-primary-text', '--color-primary-soft-hover'],
  ['--color-on-danger', '--color-danger'],
  ['--color-on-danger', '--color-danger-hover'],
  ['--color-success-text', '--color-success-soft'],
  ['--color-success-text', '--color-surface'],
  ['--color-danger-text', '--color-danger-soft'],
  ['--color-danger-text', '--color-surface'],
  ['--color-warning-text', '--color-warning-soft'],
  ['--color-warning-text', '--color-surface'],
  ['--color-info-text', '--color-info-soft'],
  ['--color-info-text', '--color-surface'],
  ['--color-money-positive', '--color-surface'],
  ['--color-money-negative', '--color-surface'],
  ['--color-money-zero', '--color-surface'],
  ['--color-money-positive', '--color-surface-muted'],
  ['--color-money-negative', '--color-surface-muted'],
  ['--color-tooltip-text', '--color-tooltip-bg'],
];
const UI_PAIRS: Array<[string, string]> = [
  ['--color-focus-ring', '--color-surface'],
  ['--color-focus-ring', '--color-bg'],
  ['--color-primary', '--color-surface'],
  // A chart's series (issue 27): each band is told from the card it is drawn on.
  ...[1, 2, 3, 4, 5, 6].map((n): [string, string] => [`--color-chart-${n}`, '--color-surface']),
];

describe.each(THEMES)('tokens.css, $theme theme', ({ values }) => {
  it.each(TEXT_PAIRS)('%s on %s meets WCAG AA for text (4.5:1)', (fg, bg) => {
    expect(contrast(values, fg, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(UI_PAIRS)('%s against %s meets WCAG AA for UI components (3:1)', (fg, bg) => {
    expect(contrast(values, fg, bg)).toBeGreaterThanOrEqual(3);
  });
});

describe('tokens.css', () => {
  it('overrides only tokens that the light theme defines', () => {
    const unknown = [...darkOverrides.keys()].filter((name) => !tokens.has(name));
    expect(unknown).toEqual([]);
    expect(darkOverrides.size).toBeGreaterThan(30);
  });

  it('has a 4px spacing scale from --space-1 to --space-12', () => {
    for (let step = 1; step <= 12; step += 1) {
      expect(tokens.get(`--space-${step}`)).toBe(`${(step * 4) / 16}rem`);
    }
  });

  it('has a type scale with a line height for every size', () => {
    for (const size of ['xs', 'sm', 'base', 'lg', 'xl', '2xl', '3xl']) {
      expect(tokens.has(`--text-${size}`)).toBe(true);
      expect(tokens.has(`--leading-${size}`)).toBe(true);
    }
  });

  it('agrees with the spec constants in @buget/shared-domain', () => {
    expect(tokens.get('--sidebar-expanded')).toBe(SIDEBAR.expandedWidth);
    expect(tokens.get('--sidebar-collapsed')).toBe(SIDEBAR.collapsedWidth);
    expect(tokens.get('--sidebar-mobile')).toBe(SIDEBAR.mobileWidth);
    expect(tokens.get('--duration-sidebar')).toBe(`${SIDEBAR.transitionMs}ms`);
    expect(tokens.get('--toast-min-width')).toBe(`${TOAST.minWidthPx}px`);
  });

  it('has compact rows of the heights the virtualised table counts on, changing only light-theme tokens', () => {
    const compact = declarations(block(":root[data-density='compact']"));
    expect(tokens.get('--row-height')).toBe(`${ROW_HEIGHT_PX.comfortable}px`);
    expect(compact.get('--row-height')).toBe(`${ROW_HEIGHT_PX.compact}px`);
    expect([...compact.keys()].filter((name) => !tokens.has(name))).toEqual([]);
  });
});
