import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { INITIAL_AUTH_STATE, useAuthStore } from '@buget/shared-domain/auth';
import { PublicOnly } from './guards';
import { LoginPage } from './LoginPage';

/** The sign-in card index.html draws before the bundles run (its #sign-in-first-paint template). */
function firstPaintCard(): HTMLElement {
  const page = new DOMParser().parseFromString(readFileSync(path.join(import.meta.dirname, '../index.html'), 'utf8'), 'text/html');
  const template = page.getElementById('sign-in-first-paint');
  if (!(template instanceof HTMLTemplateElement)) throw new Error('index.html has no #sign-in-first-paint template');
  const card = template.content.firstElementChild;
  if (!(card instanceof HTMLElement)) throw new Error('the template is empty');
  return card;
}

/** The markup with what is meant to differ taken out: ids and their labels' for, disabled, the router's marker. */
function comparable(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const node of [copy, ...copy.querySelectorAll('*')]) {
    for (const name of ['id', 'for', 'disabled', 'data-discover']) {
      if (name === 'id' && node.tagName === 'MAIN') continue;
      node.removeAttribute(name);
    }
  }
  return copy.outerHTML;
}

const renderLogin = (element: React.ReactNode) =>
  render(<RouterProvider router={createMemoryRouter([{ path: '*', element }])} />);

describe("index.html's first paint of /login", () => {
  afterEach(() => useAuthStore.setState(INITIAL_AUTH_STATE));

  it('is the card LoginPage draws, element for element, with the same texts and classes', () => {
    const { container } = renderLogin(<LoginPage />);
    const live = container.querySelector('main');
    expect(live).not.toBeNull();
    expect(comparable(firstPaintCard())).toBe(comparable(live!));
  });

  it('keeps every control but the links disabled until React replaces it, and labels its fields', () => {
    const card = firstPaintCard();
    const controls = [...card.querySelectorAll('input, button')];
    expect(controls).toHaveLength(5);
    expect(controls.every((control) => control.hasAttribute('disabled'))).toBe(true);
    for (const label of card.querySelectorAll('label')) {
      expect(card.querySelector(`#${label.getAttribute('for')}`)?.tagName).toBe('INPUT');
    }
  });

  it("is not replaced by the session check's spinner: a visitor not remembered as signed in gets the form at once", () => {
    useAuthStore.setState({ ...INITIAL_AUTH_STATE, loading: true, lastUpdated: null, isAuthenticated: false });
    const router = createMemoryRouter([{ element: <PublicOnly />, children: [{ path: '*', element: <LoginPage /> }] }]);
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('form', { name: 'Autentificare' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('still shows the spinner while the session is checked for a user remembered as signed in', () => {
    useAuthStore.setState({ ...INITIAL_AUTH_STATE, loading: true, lastUpdated: null, isAuthenticated: true });
    const router = createMemoryRouter([{ element: <PublicOnly />, children: [{ path: '*', element: <LoginPage /> }] }]);
    render(<RouterProvider router={router} />);
    expect(screen.queryByRole('form', { name: 'Autentificare' })).toBeNull();
    expect(screen.getByRole('status')).toBeTruthy();
  });
});
