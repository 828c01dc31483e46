import { SIDEBAR } from '@buget/shared-domain/constants';

/**
 * At 1024 px or less the layout is mobile: the bottom tab bar and a drawer replace the sidebar.
 * A media query, so the shell can both read it (matchMedia) and follow its changes.
 */
export const MOBILE_LAYOUT_QUERY = `(max-width: ${SIDEBAR.breakpointPx}px)`;
