// @buget/shared-ui/tooltip: the tooltip and its provider (Radix Tooltip and its positioning).
export { Tooltip, TooltipProvider } from './Tooltip';
