import { focusWithoutScroll, MAIN_ID } from '../../lib/focus.ts';

/**
 * "Skip to main content": the first Tab stop of a page frame, hidden until focused, moving focus to
 * <main id="main" tabIndex={-1}> (WCAG 2.4.1; docs/accessibility.md). Focus is moved by hand rather
 * than through the #main fragment, which would add "#main" to the address and a history entry.
 */
export function SkipLink({ target = MAIN_ID }: { target?: string }) {
  return (
    <a
      href={`#${target}`}
      onClick={(event) => {
        const main = document.getElementById(target);
        if (!main) return;
        event.preventDefault();
        // The shells give <main> a scroll-margin the height of their sticky header, so its top (and
        // the h1) is not scrolled under it; focus() alone would do just that.
        main.scrollIntoView({ block: 'start' });
        focusWithoutScroll(main);
      }}
      className="sr-only z-[60] rounded-lg bg-white text-sm font-semibold text-brand-800 shadow-pop outline-2 outline-brand-600 focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-4 focus:py-2.5"
    >
      Skip to main content
    </a>
  );
}
