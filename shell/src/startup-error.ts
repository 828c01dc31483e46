import { RuntimeConfigError } from '@buget/shared-domain/data';
import './startup-error.css';

export const STARTUP_ERROR_TEXTS = {
  title: 'Buget nu a putut porni',
  badConfig: 'Configurația aplicației (fișierul config.json) are greșeli. Spune-i celui care administrează aplicația ce scrie mai jos; după ce le corectează, reîncarcă pagina.',
  issuesLabel: 'Greșelile din config.json',
  reload: 'Reîncarcă pagina',
} as const;

/** The brand mark of the sign-in card (IconWallet), drawn without React. */
const WALLET_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="M19 7V4a1 1 0 0 0-1-1H5a2 2 0 0 0 0 4h15a1 1 0 0 1 1 1v4h-3a2 2 0 0 0 0 4h3a1 1 0 0 0 1-1v-2a1 1 0 0 0-1-1"></path><path d="M3 5v14a2 2 0 0 0 2 2h15a1 1 0 0 0 1-1v-4"></path></svg>';

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/**
 * Shown when the app cannot start at all (config.json missing, unreadable or invalid): plain DOM,
 * since nothing else can be trusted to have loaded, in the sign-in card's look (auth.css comes
 * with the page). A bad config.json lists each problem where it is, as a deployer finds it in the
 * file; any other failure says what happened. A button reloads the page.
 */
export function renderStartupError(container: HTMLElement, error: unknown): void {
  const page = element('main', 'auth-page startup-error');
  page.id = 'continut';
  const card = element('section', 'auth-card startup-error__card');
  card.setAttribute('role', 'alert');
  card.setAttribute('aria-labelledby', 'startup-error-title');

  const brand = element('div', 'auth-card__brand');
  const mark = element('span', 'auth-card__mark startup-error__mark');
  mark.setAttribute('aria-hidden', 'true');
  mark.innerHTML = WALLET_SVG;
  brand.append(mark, element('span', 'auth-card__name', 'Buget'));

  const title = element('h1', 'auth-card__title', STARTUP_ERROR_TEXTS.title);
  title.id = 'startup-error-title';
  card.append(brand, title);

  if (error instanceof RuntimeConfigError) {
    card.append(element('p', 'startup-error__lead', STARTUP_ERROR_TEXTS.badConfig));
    const list = element('ul', 'startup-error__issues');
    list.setAttribute('aria-label', STARTUP_ERROR_TEXTS.issuesLabel);
    for (const issue of error.issues) {
      const item = element('li', 'startup-error__issue');
      item.append(element('code', 'startup-error__path', issue.path), element('span', 'startup-error__message', issue.message));
      list.append(item);
    }
    card.append(list);
  } else {
    card.append(element('p', 'startup-error__lead', error instanceof Error ? error.message : String(error)));
  }

  const reload = element('button', 'bg-button bg-button--primary bg-button--lg startup-error__reload');
  reload.type = 'button';
  reload.append(element('span', 'bg-button__label', STARTUP_ERROR_TEXTS.reload));
  reload.addEventListener('click', () => window.location.reload());
  card.append(reload);

  page.append(card);
  document.title = `${STARTUP_ERROR_TEXTS.title} · Buget`;
  container.replaceChildren(page);
}
