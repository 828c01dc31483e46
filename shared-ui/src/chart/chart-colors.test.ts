import { afterEach, describe, expect, it } from 'vitest';
import { readChartColors } from './chart-colors';

describe('readChartColors', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('style');
  });

  it("reads the theme's tokens from the page, the series colours in order", () => {
    const root = document.documentElement;
    root.style.setProperty('--color-primary', '#111111');
    root.style.setProperty('--color-chart-1', '#aa0000');
    root.style.setProperty('--color-chart-2', ' #00bb00 ');
    const colors = readChartColors();
    expect(colors.primary).toBe('#111111');
    expect(colors.series.slice(0, 2)).toEqual(['#aa0000', '#00bb00']);
    expect(colors.series).toHaveLength(6);
  });

  it('falls back to the light theme when a token is missing', () => {
    expect(readChartColors().grid).toBe('#dfe3e9');
  });
});
