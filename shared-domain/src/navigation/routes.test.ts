import { describe, expect, it } from 'vitest';
import { NAV_ITEMS, pageTitle, POST_LOGIN_ROUTE, POST_PROVIDER_CALLBACK_ROUTE, resolveRedirect, routeLabel } from './routes';

describe('routes', () => {
  it('send signed-out users to /login except on public pages', () => {
    expect(resolveRedirect('/', false)).toBe('/login');
    expect(resolveRedirect('/daily', false)).toBe('/login');
    expect(resolveRedirect('/nope', false)).toBe('/login');
    expect(resolveRedirect('/login', false)).toBeNull();
    expect(resolveRedirect('/register/', false)).toBeNull();
    expect(resolveRedirect('/auth/callback', false)).toBeNull();
  });
  it('send signed-in users to /daily for / and unknown paths', () => {
    expect(resolveRedirect('/', true)).toBe('/daily');
    expect(resolveRedirect('/nope', true)).toBe('/daily');
    expect(resolveRedirect('/login', true)).toBe('/daily');
    expect(resolveRedirect('/lunar-grid', true)).toBeNull();
    expect(resolveRedirect('/performance-test', true)).toBeNull();
  });
  it('land after login and after the provider callback', () => {
    expect(POST_LOGIN_ROUTE).toBe('/transactions');
    expect(POST_PROVIDER_CALLBACK_ROUTE).toBe('/daily');
  });
  it('label pages in Romanian and hide the grid on mobile', () => {
    expect(routeLabel('/daily')).toBe('Situația Zilei');
    expect(routeLabel('/lunar-grid/')).toBe('Grid Lunar');
    expect(routeLabel('/x')).toBeUndefined();
    expect(NAV_ITEMS.filter((i) => i.hideOnMobile).map((i) => i.href)).toEqual(['/lunar-grid']);
  });
  it('titles pages', () => {
    expect(pageTitle('/transactions')).toBe('Tranzacții | Buget');
    expect(pageTitle('/login')).toBe('Buget');
  });
});
