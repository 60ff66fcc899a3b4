import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * The first control in `root` marked `aria-invalid="true"`, in document order (what a keyboard
 * user meets first), or null.
 */
export function firstInvalid(root: ParentNode | null): HTMLElement | null {
  return root?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? null;
}

/**
 * After a failed submit, focus goes to the first invalid field (issue 25; the storefront checkout's
 * pattern). Call the returned function once the errors are set: the focus moves after React has
 * rendered them, so the controls' `aria-invalid` is already there. `fallback` gets focus when no
 * control is invalid (e.g. an error about the form as a whole).
 */
export function useFocusFirstInvalid(
  root: RefObject<HTMLElement | null>,
  fallback?: RefObject<HTMLElement | null>,
): () => void {
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request === 0) return;
    const target = firstInvalid(root.current) ?? fallback?.current ?? null;
    target?.focus();
  }, [request, root, fallback]);
  return useCallback(() => setRequest((n) => n + 1), []);
}
