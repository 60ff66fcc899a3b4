/** The combobox's keyboard rules (WAI-ARIA combobox pattern), DOM-free so they are unit-tested. */

export type ComboboxKeyState = { open: boolean; active: number; count: number };

export type ComboboxKeyAction =
  /** Let the browser do what it does (type, move the caret, submit the form, move focus). */
  | { type: 'none' }
  /** Open and/or move the highlighted option. */
  | { type: 'move'; active: number; open: true; preventDefault: true }
  /** Choose the highlighted option. */
  | { type: 'choose'; index: number; preventDefault: true }
  /** Open the list (Enter on a closed list that does not submit). */
  | { type: 'open'; preventDefault: true }
  /** Close the list; `preventDefault` false (Tab) lets focus move on normally. */
  | { type: 'close'; preventDefault: boolean }
  /** Swallow the key (Enter never submits from a picker). */
  | { type: 'swallow'; preventDefault: true };

export function comboboxKey(
  key: string,
  { open, active, count }: ComboboxKeyState,
  { enterSubmits = false }: { enterSubmits?: boolean } = {},
): ComboboxKeyAction {
  const last = Math.max(0, count - 1);
  switch (key) {
    case 'ArrowDown':
      // Opening shows the current highlight; an open list moves down (stopping at the last option).
      return {
        type: 'move',
        open: true,
        active: open ? Math.min(active + 1, last) : Math.min(active, last),
        preventDefault: true,
      };
    case 'ArrowUp':
      return {
        type: 'move',
        open: true,
        active: open ? Math.max(active - 1, 0) : Math.min(active, last),
        preventDefault: true,
      };
    case 'Enter':
      if (open && count > 0) return { type: 'choose', index: Math.min(active, last), preventDefault: true };
      if (enterSubmits) return { type: 'none' };
      return open ? { type: 'swallow', preventDefault: true } : { type: 'open', preventDefault: true };
    case 'Escape':
      // Only an open list eats Escape; otherwise it reaches the dialog or drawer around the field.
      return open ? { type: 'close', preventDefault: true } : { type: 'none' };
    case 'Tab':
      // Tab closes the list and focus moves on as in any field (the list's own buttons are skipped).
      return open ? { type: 'close', preventDefault: false } : { type: 'none' };
    default:
      return { type: 'none' };
  }
}
