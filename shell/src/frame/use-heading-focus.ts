import { useEffect } from 'react';

/** How long after a page change the shell waits for the page's heading (a remote still loading). */
const HEADING_FOCUS_MAX_WAIT_MS = 5000;
/** After the page has rendered without an h1 of its own: how long one may still come. */
const HEADING_FOCUS_GRACE_MS = 150;

const CONTENT = 'main#continut';

/**
 * The page shown last in this document, kept outside the frame: '/' (Alt+H) redirects from
 * outside the signed-in frame, which mounts anew on /daily and still must see a page change.
 */
let lastPage: string | null = null;
const HEADER_HEADING = '.shell-header h1';

/** Whether the page inside main is still coming: the shell's loader, or a parcel not mounted yet. */
const pageLoading = (main: Element) => main.querySelector('.shell-page-loader, .shell-remote:empty') !== null;

/** Whether focus is somewhere the page or the user chose: a field of the page, or a dialog. */
function focusTaken(main: Element): boolean {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body || active === main) return false;
  return main.contains(active) || active.closest('[role="dialog"], [role="alertdialog"]') !== null;
}

function focusHeading(heading: HTMLElement): boolean {
  // Focusable by script only, without an outline (frame.css): a landmark for screen readers.
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus();
  return document.activeElement === heading;
}

/**
 * After a move to another page (a shortcut, the palette, a tab, a link, Back), the focus goes to
 * the new page's h1 — its own (PageHeader, the grid's bar), else the header's title — as a
 * screen reader user expects after navigation. The page's heading is waited for while the remote
 * loads and mounts, at most HEADING_FOCUS_MAX_WAIT_MS; a key, a click or a field focused
 * meanwhile wins. Not on the first page of a load, nor within a page (its tabs, its filters).
 */
export function useHeadingFocusOnPageChange(pageKey: string): void {
  useEffect(() => {
    const first = lastPage === null;
    const changed = lastPage !== pageKey;
    lastPage = pageKey;
    if (first || !changed) return undefined;
    const main = document.querySelector(CONTENT);
    if (!main) return undefined;

    let done = false;
    let grace: ReturnType<typeof setTimeout> | undefined;
    const finish = () => {
      done = true;
      observer.disconnect();
      clearTimeout(grace);
      clearTimeout(limit);
      window.removeEventListener('keydown', finish, true);
      window.removeEventListener('pointerdown', finish, true);
    };
    const focusFallback = () => {
      if (done) return;
      finish();
      if (focusTaken(main)) return;
      const header = document.querySelector<HTMLElement>(HEADER_HEADING);
      if (header) focusHeading(header);
    };
    const attempt = () => {
      if (done) return;
      const own = main.querySelector<HTMLElement>('h1');
      if (own) {
        finish();
        if (!focusTaken(main) && !focusHeading(own)) focusFallback();
        return;
      }
      if (!pageLoading(main) && grace === undefined) grace = setTimeout(focusFallback, HEADING_FOCUS_GRACE_MS);
    };
    const observer = new MutationObserver(attempt);
    observer.observe(main, { childList: true, subtree: true });
    const limit = setTimeout(focusFallback, HEADING_FOCUS_MAX_WAIT_MS);
    window.addEventListener('keydown', finish, true);
    window.addEventListener('pointerdown', finish, true);
    // After the tasks a closing dialog queues to give its focus back (the palette's).
    const start = setTimeout(attempt, 0);
    return () => {
      clearTimeout(start);
      finish();
    };
  }, [pageKey]);
}
