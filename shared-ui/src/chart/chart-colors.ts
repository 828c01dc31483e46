import type { ChartColors } from './chart-types';

const SERIES_TOKENS = ['--color-chart-1', '--color-chart-2', '--color-chart-3', '--color-chart-4', '--color-chart-5', '--color-chart-6'];

/** The chart colours of the theme now on the page (tokens.css; the dark theme re-points them). */
export function readChartColors(root: Element = document.documentElement): ChartColors {
  const style = getComputedStyle(root);
  const token = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    text: token('--color-text', '#161a20'),
    muted: token('--color-text-muted', '#505966'),
    subtle: token('--color-text-subtle', '#6a7381'),
    grid: token('--color-border', '#dfe3e9'),
    surface: token('--color-surface', '#ffffff'),
    primary: token('--color-primary', '#0e766c'),
    success: token('--color-success', '#16864a'),
    danger: token('--color-danger', '#c42b2b'),
    series: SERIES_TOKENS.map((name, i) => token(name, ['#0e766c', '#2a5fcc', '#93590c', '#c42b2b', '#7a4fc9', '#6a7381'][i] ?? '#6a7381')),
  };
}
