// @buget/shared-ui/tooltip: the tooltip and its provider (own behaviour; @floating-ui/dom places it, loaded on first open).
export { Tooltip, TooltipProvider } from './Tooltip';
