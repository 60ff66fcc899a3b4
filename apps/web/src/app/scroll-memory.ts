/**
 * Where each page opens (issue 12 §1): a new page opens at the top; going back (or forward) to a
 * page returns to where the reader was on it; a change of the query alone (filters, paging, an
 * open drawer) leaves the scroll as it is. One place for every page, not per page:
 * docs/architecture.md, "Scroll on navigation".
 *
 * Positions are taken from the router's own state change, before React renders the next page, so
 * the old page's position is read while the old page is still on screen.
 */
import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

type RouterLike = {
  state: { location: { key: string } };
  subscribe(fn: (state: { location: { key: string } }) => void): () => void;
};

const positions = new Map<string, number>();
/** Pages whose position is kept (a long session does not grow this without bound). */
const MAX_KEPT = 100;

/** Remembers the scroll of each history entry as the router leaves it. */
export function rememberScroll(router: RouterLike): () => void {
  let current = router.state.location.key;
  return router.subscribe((state) => {
    const next = state.location.key;
    if (next === current) return;
    positions.delete(current);
    positions.set(current, window.scrollY);
    if (positions.size > MAX_KEPT) positions.delete(positions.keys().next().value!);
    current = next;
  });
}

/** Scrolls to `y` as soon as the page is tall enough (its list may still be loading), for up to 1 s. */
function scrollWhenReady(y: number, cancelled: () => boolean) {
  const until = performance.now() + 1000;
  const step = () => {
    if (cancelled()) return;
    const room = document.documentElement.scrollHeight - window.innerHeight;
    window.scrollTo(0, Math.min(y, Math.max(0, room)));
    if (room < y && performance.now() < until) requestAnimationFrame(step);
  };
  step();
}

/** In the root route: top on a new page, the remembered place on back/forward. */
export function useScrollOnNavigate() {
  const location = useLocation();
  const type = useNavigationType();
  const seen = useRef<{ key: string; pathname: string } | null>(null);

  useLayoutEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  useLayoutEffect(() => {
    const before = seen.current;
    seen.current = { key: location.key, pathname: location.pathname };
    // The first page keeps what the browser did (a reload keeps its place); a query change stays put.
    if (!before || before.key === location.key || before.pathname === location.pathname) return;
    if (type === 'POP') {
      const y = positions.get(location.key);
      if (y !== undefined) {
        let stop = false;
        scrollWhenReady(y, () => stop || seen.current?.key !== location.key);
        // A reader who scrolls meanwhile wins.
        const cancel = () => (stop = true);
        window.addEventListener('wheel', cancel, { once: true, passive: true });
        window.addEventListener('touchstart', cancel, { once: true, passive: true });
        return () => {
          window.removeEventListener('wheel', cancel);
          window.removeEventListener('touchstart', cancel);
        };
      }
    }
    window.scrollTo(0, 0);
  }, [location.key, location.pathname, type]);
}
