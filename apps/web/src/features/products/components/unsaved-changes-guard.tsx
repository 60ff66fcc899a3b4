import { useEffect, type RefObject } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';

/**
 * Asks before leaving a form with unsaved changes (in-app navigation and tab close). `bypass`
 * lets a just-saved form navigate away without asking.
 */
export function UnsavedChangesGuard({ when, bypass }: { when: boolean; bypass: RefObject<boolean> }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && !bypass.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (!bypass.current) e.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when, bypass]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => (open ? undefined : blocker.reset?.())}
      title="Leave without saving?"
      description="Your changes to this product have not been saved."
      confirmLabel="Leave page"
      cancelLabel="Keep editing"
      destructive
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
