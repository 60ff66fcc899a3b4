/**
 * Where keyboard focus goes when the thing holding it disappears: a dialog that closes, a page that
 * is replaced. One place for every dialog and page (docs/accessibility.md, "Focus, titles and
 * landmarks"), so focus never falls to <body> and a screen reader hears where the reader is.
 */

/** The id of the shell's <main> (the skip link's target). */
export const MAIN_ID = 'main';

/** The current page's main heading: the h1 inside <main>, else the first h1 on the page. */
export function pageHeading(doc: Document = document): HTMLElement | null {
  return doc.querySelector<HTMLElement>(`#${MAIN_ID} h1, main h1`) ?? doc.querySelector<HTMLElement>('h1');
}

/** Focuses `el` without scrolling (scroll-memory.ts decides the scroll); true if it took focus. */
export function focusWithoutScroll(el: HTMLElement | null | undefined): boolean {
  if (!el || !el.isConnected || typeof el.focus !== 'function') return false;
  el.focus({ preventScroll: true });
  return el.ownerDocument.activeElement === el;
}

/**
 * Focuses the page's h1 (made programmatically focusable with tabIndex=-1, so it stays out of the
 * Tab order), else <main>. Returns whether something took focus.
 */
export function focusPageStart(doc: Document = document): boolean {
  const heading = pageHeading(doc);
  if (heading) {
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    if (focusWithoutScroll(heading)) return true;
  }
  const main = doc.getElementById(MAIN_ID) ?? doc.querySelector<HTMLElement>('main');
  if (main && !main.hasAttribute('tabindex')) main.tabIndex = -1;
  return focusWithoutScroll(main);
}

/** Focus has nowhere meaningful to be: nothing, <body>, or an element no longer in the page. */
export function focusIsLost(doc: Document = document): boolean {
  const active = doc.activeElement;
  return !active || active === doc.body || !active.isConnected;
}

/**
 * Returns focus to the element that had it before (a dialog's opener), when that element is still
 * in the page and focusable; otherwise to the page's h1/main. Leaves focus alone when something
 * else already took it on purpose (e.g. a navigation focused the new page's h1).
 */
export function restoreFocus(previous: Element | null, doc: Document = document): void {
  if (!focusIsLost(doc)) return;
  if (previous && previous !== doc.body && focusWithoutScroll(previous as HTMLElement)) return;
  focusPageStart(doc);
}
