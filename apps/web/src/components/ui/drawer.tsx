import type { ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { cn } from '../../lib/cn.ts';
import { overlayClasses } from './modal.tsx';

/** Side drawer on Radix Dialog (product-rules §9: 300 ms slide). */
export function Drawer({
  open,
  onOpenChange,
  title,
  side = 'left',
  children,
  className,
  id,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  side?: 'left' | 'right';
  children: ReactNode;
  className?: string;
  id?: string;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={overlayClasses} />
        <Dialog.Content
          id={id}
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
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
