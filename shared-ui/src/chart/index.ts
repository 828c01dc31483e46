// @buget/shared-ui/chart: the one chart wrapper (uPlot, loaded in its own chunk after the first paint).
export { Chart } from './Chart';
export type { ChartColors, ChartOptions, ChartPick, ChartPlugin, ChartSpec } from './chart-types';
