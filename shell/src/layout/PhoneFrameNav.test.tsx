import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useLayoutStore, useNavigationStateStore } from '@buget/shared-domain/stores';
import type { FrameActions } from '../frame/use-frame-actions';
import { PhoneFrameNav } from './PhoneFrameNav';

const actions = { go: vi.fn(), switchTab: vi.fn(), closeTab: vi.fn(), closeOtherTabs: vi.fn(), newTab: vi.fn() } as unknown as FrameActions;

describe("a phone's tabs and trail in the menu's drawer (issue 28 point 11)", () => {
  beforeEach(() => {
    vi.clearAllMocks();
    useLayoutStore.setState({ mobileMenuOpen: true });
    useNavigationStateStore.setState({
      openTabs: [
        { id: 'daily', label: 'Situația Zilei', href: '/daily' },
        { id: 'transactions', label: 'Tranzacții', href: '/transactions' },
      ],
      activeTabId: 'transactions',
      breadcrumbHistory: [
        { id: 'daily', label: 'Situația Zilei', href: '/daily', isActive: false },
        { id: 'transactions', label: 'Tranzacții', href: '/transactions', isActive: true },
      ],
    });
  });

  it('lists the open tabs and the trail, each a named navigation', () => {
    render(<PhoneFrameNav actions={actions} />);
    const tabs = screen.getByRole('navigation', { name: 'File deschise' });
    expect(within(tabs).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Situația Zilei', 'Tranzacții']);
    expect(within(tabs).getByRole('button', { name: 'Tranzacții' }).getAttribute('aria-current')).toBe('page');
    const trail = screen.getByRole('navigation', { name: 'Istoric navigare' });
    expect(within(trail).getByRole('link', { name: 'Situația Zilei' }).getAttribute('href')).toBe('/daily');
  });

  it('closes the drawer when a tab, a crumb or a new tab moves to another page, not when a tab is closed', async () => {
    render(<PhoneFrameNav actions={actions} />);
    const tabs = screen.getByRole('navigation', { name: 'File deschise' });
    await userEvent.click(within(tabs).getByRole('button', { name: 'Închide fila Situația Zilei' }));
    expect(actions.closeTab).toHaveBeenCalledWith('daily');
    expect(useLayoutStore.getState().mobileMenuOpen).toBe(true);
    await userEvent.click(within(tabs).getByRole('button', { name: 'Situația Zilei' }));
    expect(actions.switchTab).toHaveBeenCalledWith('daily');
    expect(useLayoutStore.getState().mobileMenuOpen).toBe(false);
    useLayoutStore.setState({ mobileMenuOpen: true });
    await userEvent.click(screen.getByRole('link', { name: 'Situația Zilei' }));
    expect(actions.go).toHaveBeenCalledWith('/daily');
    expect(useLayoutStore.getState().mobileMenuOpen).toBe(false);
    useLayoutStore.setState({ mobileMenuOpen: true });
    await userEvent.click(screen.getByRole('button', { name: /^Filă nouă/ }));
    expect(actions.newTab).toHaveBeenCalled();
    expect(useLayoutStore.getState().mobileMenuOpen).toBe(false);
  });
});
