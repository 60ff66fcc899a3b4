/**
 * What a client-side navigation tells a keyboard or screen-reader user: the tab title names the new
 * page, and focus moves to its h1 (docs/accessibility.md, "Focus, titles and landmarks"). Without
 * this, a new page was silent and focus stayed on the link that had been replaced (or on <body>).
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { focusIsLost, focusPageStart, pageHeading } from '../lib/focus.ts';

/** Sets document.title while mounted; the title before it comes back on unmount (sign-out → /login). */
export function useDocumentTitle(title: string) {
  const before = useRef<string | null>(null);
  useEffect(() => {
    before.current ??= document.title;
    document.title = title;
  }, [title]);
  useEffect(
    () => () => {
      if (before.current !== null) document.title = before.current;
    },
    [],
  );
}

/** How long a new page's h1 may take to appear (it may wait for its data). */
const HEADING_WAIT_MS = 3000;

/** Focus already sits where the page or the reader put it: inside the page content, or a dialog. */
function focusIsPlaced(heading: HTMLElement): boolean {
  if (focusIsLost()) return false;
  const active = document.activeElement as HTMLElement;
  // An open dialog keeps focus; one that is closing (Radix keeps it for its exit animation, marked
  // data-state="closed") does not.
  if (
    active.closest(
      '[role="dialog"]:not([data-state="closed"]), [role="alertdialog"]:not([data-state="closed"])',
    )
  )
    return true;
  const content = heading.closest('main');
  return content !== null && content !== active && content.contains(active);
}

/**
 * In the root route: after each client-side navigation to another path (not the first load, not a
 * change of the query alone), focus the new page's h1 once it is on screen, unless the page focused
 * a field itself or the reader pressed a key or clicked meanwhile.
 */
export function useFocusPageOnNavigate() {
  const { pathname } = useLocation();
  const seen = useRef<string | null>(null);

  useEffect(() => {
    const before = seen.current;
    seen.current = pathname;
    if (before === null || before === pathname) return;

    let stopped = false;
    const stop = () => (stopped = true);
    window.addEventListener('keydown', stop, { capture: true, once: true });
    window.addEventListener('pointerdown', stop, { capture: true, once: true });
    const until = performance.now() + HEADING_WAIT_MS;
    let frame = 0;
    const step = () => {
      if (stopped) return;
      const heading = pageHeading();
      if (heading) {
        if (!focusIsPlaced(heading)) focusPageStart();
        return;
      }
      if (performance.now() < until) frame = requestAnimationFrame(step);
      else if (focusIsLost()) focusPageStart();
    };
    step();
    return () => {
      stopped = true;
      cancelAnimationFrame(frame);
      window.removeEventListener('keydown', stop, { capture: true });
      window.removeEventListener('pointerdown', stop, { capture: true });
    };
  }, [pathname]);
}
