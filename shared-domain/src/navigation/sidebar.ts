import { SIDEBAR } from '../constants';
import type { SidebarVariant } from '../schemas/navigation';

export type SidebarState = { expanded: boolean; variant: SidebarVariant; mobileMenuOpen: boolean };

export const INITIAL_SIDEBAR_STATE: SidebarState = { expanded: true, variant: 'desktop', mobileMenuOpen: false };

export type SidebarAction =
  | { type: 'toggle' }
  | { type: 'expand' }
  | { type: 'collapse' }
  | { type: 'openMobileMenu' }
  | { type: 'closeMobileMenu' }
  | { type: 'setVariant'; variant: SidebarVariant };

/** Ctrl+\ toggles the sidebar: on desktop it expands or collapses, on mobile it opens the drawer. */
export const sidebarReducer = (state: SidebarState, action: SidebarAction): SidebarState => {
  switch (action.type) {
    case 'toggle':
      return state.variant === 'mobile'
        ? { ...state, mobileMenuOpen: !state.mobileMenuOpen }
        : { ...state, expanded: !state.expanded };
    case 'expand':
      return { ...state, expanded: true };
    case 'collapse':
      return { ...state, expanded: false };
    case 'openMobileMenu':
      return { ...state, mobileMenuOpen: true };
    case 'closeMobileMenu':
      return { ...state, mobileMenuOpen: false };
    case 'setVariant':
      // Leaving mobile must not leave an invisible drawer open behind the desktop layout.
      return { ...state, variant: action.variant, mobileMenuOpen: action.variant === 'mobile' && state.mobileMenuOpen };
  }
};

/** At 1024 px or less the layout is mobile: bottom tab bar and a drawer. */
export const sidebarVariantForWidth = (viewportWidthPx: number): SidebarVariant =>
  viewportWidthPx <= SIDEBAR.breakpointPx ? 'mobile' : 'desktop';

export const sidebarWidth = (state: Pick<SidebarState, 'expanded' | 'variant'>): string =>
  state.variant === 'mobile' ? SIDEBAR.mobileWidth : state.expanded ? SIDEBAR.expandedWidth : SIDEBAR.collapsedWidth;
