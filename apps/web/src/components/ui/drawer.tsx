import { useCallback, type ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { overlayClasses } from './modal.tsx';
import { useFocusReturn } from './use-focus-return.ts';

/** Side drawer on Radix Dialog (product-rules §9: 300 ms slide). */
export function Drawer({
  open,
  onOpenChange,
  title,
  side = 'left',
  children,
  className,
  id,
  initialFocus,
  closeLabel,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  side?: 'left' | 'right';
  children: ReactNode;
  className?: string;
  id?: string;
  /**
   * CSS selector of the element to focus on open. Radix's default skips links, so a drawer of links
   * would open on its first button instead (docs/accessibility.md).
   */
  initialFocus?: string;
  /** A visible close button in the top corner, with this label (drawers without one of their own). */
  closeLabel?: string;
}) {
  const focusFirst = useCallback(
    (event: Event) => {
      if (!initialFocus || !(event.currentTarget instanceof HTMLElement)) return;
      const target = event.currentTarget.querySelector<HTMLElement>(initialFocus);
      if (!target) return;
      event.preventDefault();
      target.focus();
    },
    [initialFocus],
  );
  // Focus goes back to whatever opened the drawer (docs/accessibility.md).
  const focusReturn = useFocusReturn(focusFirst);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={overlayClasses} />
        <Dialog.Content
          id={id}
          {...focusReturn}
          className={cn(
            'fixed inset-y-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white shadow-pop outline-none',
            side === 'left'
              ? 'left-0 data-[state=open]:animate-drawer-in data-[state=closed]:animate-drawer-out'
              : 'right-0 data-[state=open]:animate-drawer-right-in data-[state=closed]:animate-drawer-right-out',
            className,
          )}
        >
          <Dialog.Title className="sr-only">{title}</Dialog.Title>
          <Dialog.Description className="sr-only">{title}</Dialog.Description>
          {closeLabel ? (
            <Dialog.Close
              aria-label={closeLabel}
              className="absolute top-3 right-3 z-10 inline-flex size-10 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          ) : null}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
