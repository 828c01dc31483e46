/**
 * Shown when the app cannot start at all (config.json missing or invalid): plain DOM, since
 * nothing else can be trusted to have loaded.
 */
export function renderStartupError(container: HTMLElement, error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  const section = document.createElement('section');
  section.className = 'shell-startup-error';
  section.setAttribute('role', 'alert');
  const title = document.createElement('h1');
  title.textContent = 'Buget nu a putut porni';
  const detail = document.createElement('p');
  detail.textContent = message;
  section.append(title, detail);
  container.replaceChildren(section);
}
