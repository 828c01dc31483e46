import { describe, expect, it } from 'vitest';
import { INITIAL_SIDEBAR_STATE, sidebarReducer, sidebarVariantForWidth, sidebarWidth } from './sidebar';

describe('sidebar', () => {
  it('toggles expanded on desktop and the drawer on mobile', () => {
    expect(sidebarReducer(INITIAL_SIDEBAR_STATE, { type: 'toggle' }).expanded).toBe(false);
    const mobile = sidebarReducer(INITIAL_SIDEBAR_STATE, { type: 'setVariant', variant: 'mobile' });
    expect(sidebarReducer(mobile, { type: 'toggle' })).toEqual({ ...mobile, mobileMenuOpen: true });
  });
  it('expands, collapses, opens and closes the drawer', () => {
    const collapsed = sidebarReducer(INITIAL_SIDEBAR_STATE, { type: 'collapse' });
    expect(collapsed.expanded).toBe(false);
    expect(sidebarReducer(collapsed, { type: 'expand' }).expanded).toBe(true);
    const open = sidebarReducer(INITIAL_SIDEBAR_STATE, { type: 'openMobileMenu' });
    expect(open.mobileMenuOpen).toBe(true);
    expect(sidebarReducer(open, { type: 'closeMobileMenu' }).mobileMenuOpen).toBe(false);
  });
  it('closes the drawer when the layout becomes desktop', () => {
    const open = { expanded: true, variant: 'mobile' as const, mobileMenuOpen: true };
    expect(sidebarReducer(open, { type: 'setVariant', variant: 'desktop' }).mobileMenuOpen).toBe(false);
  });
  it('switches to mobile at 1024 px or less', () => {
    expect(sidebarVariantForWidth(1024)).toBe('mobile');
    expect(sidebarVariantForWidth(1025)).toBe('desktop');
  });
  it('is 16rem expanded, 4rem collapsed, 20rem on mobile', () => {
    expect(sidebarWidth({ expanded: true, variant: 'desktop' })).toBe('16rem');
    expect(sidebarWidth({ expanded: false, variant: 'desktop' })).toBe('4rem');
    expect(sidebarWidth({ expanded: false, variant: 'mobile' })).toBe('20rem');
  });
});
