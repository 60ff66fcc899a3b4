import { useEffect, useRef, useState } from 'react';

/** product-rules §9: search inputs wait 400 ms after typing stops. */
export const SEARCH_DEBOUNCE_MS = 400;

/** Text that follows the URL but reports a change only after the user stops typing (400 ms). */
export function useDebouncedText(urlValue: string | undefined, onCommit: (v: string | undefined) => void) {
  const [text, setText] = useState(urlValue ?? '');
  const [seen, setSeen] = useState(urlValue);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  if (seen !== urlValue) {
    // The URL changed elsewhere (clear filters, back button): follow it.
    setSeen(urlValue);
    // (Our own commit only trimmed the text: keep what the user is typing.)
    if ((text.trim() || undefined) !== urlValue) setText(urlValue ?? '');
  }
  useEffect(() => () => clearTimeout(timer.current), []);
  function change(value: string) {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onCommit(value.trim() || undefined), SEARCH_DEBOUNCE_MS);
  }
  return [text, change] as const;
}
