import { useCallback, useRef } from 'react';
import { restoreFocus } from '../../lib/focus.ts';

/**
 * Radix dialogs return focus to their Dialog.Trigger; ours are opened from anywhere (a row's
 * button, a menu, Ctrl+K) without one, so Radix focused nothing and focus fell to <body>.
 * Spread the result on Dialog.Content: it remembers what had focus when the dialog opened and gives
 * it back on close, or the page's h1/main when that element is gone (docs/accessibility.md, "Focus,
 * titles and landmarks").
 */
export function useFocusReturn(onOpen?: (event: Event) => void) {
  const opener = useRef<Element | null>(null);
  const onOpenAutoFocus = useCallback(
    (event: Event) => {
      // Radix fires this before moving focus in: activeElement is still the opener.
      opener.current = document.activeElement;
      onOpen?.(event);
    },
    [onOpen],
  );
  const onCloseAutoFocus = useCallback((event: Event) => {
    // Radix would focus its (absent) trigger; we decide instead.
    event.preventDefault();
    const previous = opener.current;
    opener.current = null;
    restoreFocus(previous);
  }, []);
  return { onOpenAutoFocus, onCloseAutoFocus };
}
