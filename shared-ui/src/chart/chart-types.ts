import type uPlot from 'uplot';

/** The design tokens a chart draws with, read from the page in its current theme. */
export type ChartColors = {
  text: string;
  muted: string;
  subtle: string;
  grid: string;
  surface: string;
  primary: string;
  success: string;
  danger: string;
  /** Categorical colours (--color-chart-1 … 6), for stacked or side-by-side series. */
  series: readonly string[];
};

/** What a chart's options are built from: the colours of the theme and uPlot's bar paths. */
export type ChartKit = {
  colors: ChartColors;
  bars: (options?: { size?: [number, number?]; gap?: number }) => uPlot.Series.PathBuilder;
};

/** uPlot's options without the size, which the chart takes from its box. */
export type ChartOptions = Omit<uPlot.Options, 'width' | 'height'>;
export type ChartData = uPlot.AlignedData;
export type ChartPlugin = uPlot.Plugin;

/**
 * A chart: its height, its data (x values first, one array per series) and its options, built
 * again from the kit when the theme changes. `onPick` hears a click on the plot: the index of the
 * x value under the pointer and the y value at the pointer.
 */
export type ChartSpec = {
  height: number;
  data: ChartData;
  options: (kit: ChartKit) => ChartOptions;
};

export type ChartPick = { index: number; value: number };
