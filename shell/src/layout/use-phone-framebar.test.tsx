import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useNavigationStateStore } from '@buget/shared-domain/stores';
import { BackLink, Breadcrumbs } from '../frame/Breadcrumbs';
import { TabBar, TabsButton } from '../frame/TabBar';
import type { FrameActions } from '../frame/use-frame-actions';
import { FRAMEBAR_ID, usePhoneFramebar } from './use-phone-framebar';

const actions = { go: vi.fn(), switchTab: vi.fn(), closeTab: vi.fn(), closeOtherTabs: vi.fn(), newTab: vi.fn() } as unknown as FrameActions;

/** The phone's pieces as AppLayout wires them: the header's back link and tabs button, and the bar they stand for. */
function PhoneFrame({ pathname }: { pathname: string }) {
  const framebar = usePhoneFramebar(pathname);
  return (
    <>
      <header>
        <BackLink actions={actions} />
        <TabsButton open={framebar.open} onToggle={framebar.toggle} controls={FRAMEBAR_ID} />
      </header>
      <div className="shell-framebar" id={FRAMEBAR_ID} data-open={framebar.open} onKeyDown={framebar.onKeyDown}>
        <TabBar actions={actions} />
        <Breadcrumbs actions={actions} />
      </div>
      <p>conținutul paginii</p>
    </>
  );
}

describe("a phone's tabs and trail (issue 28 point 11)", () => {
  beforeEach(() => {
    vi.clearAllMocks();
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

  it('collapses the trail to one back link to the page before, and to nothing on its first page', async () => {
    const { rerender } = render(<PhoneFrame pathname="/transactions" />);
    const back = screen.getByRole('link', { name: 'Înapoi la Situația Zilei' });
    expect(back.getAttribute('href')).toBe('/daily');
    await userEvent.click(back);
    expect(actions.go).toHaveBeenCalledWith('/daily');
    // Going back cuts the trail there, as the crumb does: the first page has no way back.
    expect(useNavigationStateStore.getState().breadcrumbHistory.map((item) => item.href)).toEqual(['/daily']);
    rerender(<PhoneFrame pathname="/daily" />);
    expect(screen.queryByRole('link', { name: /^Înapoi la/ })).toBeNull();
  });

  it('opens the tabs from the header button, focused on the active tab; Escape closes them and gives the focus back', async () => {
    render(<PhoneFrame pathname="/transactions" />);
    const button = screen.getByRole('button', { name: 'File deschise: 2' });
    expect(button.getAttribute('aria-controls')).toBe(FRAMEBAR_ID);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const bar = document.getElementById(FRAMEBAR_ID)!;
    expect(bar.getAttribute('data-open')).toBe('false');
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(bar.getAttribute('data-open')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Tranzacții' }));
    expect(screen.getByRole('navigation', { name: 'File deschise' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(bar.getAttribute('data-open')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('closes the tabs on a press outside them and on a move to another page', async () => {
    const { rerender } = render(<PhoneFrame pathname="/transactions" />);
    const button = screen.getByRole('button', { name: 'File deschise: 2' });
    const bar = document.getElementById(FRAMEBAR_ID)!;
    await userEvent.click(button);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Situația Zilei' }));
    expect(bar.getAttribute('data-open')).toBe('true');
    fireEvent.pointerDown(screen.getByText('conținutul paginii'));
    expect(bar.getAttribute('data-open')).toBe('false');
    await userEvent.click(button);
    expect(bar.getAttribute('data-open')).toBe('true');
    rerender(<PhoneFrame pathname="/daily" />);
    expect(bar.getAttribute('data-open')).toBe('false');
    // The button toggles too.
    await userEvent.click(button);
    await userEvent.click(button);
    expect(bar.getAttribute('data-open')).toBe('false');
  });
});
