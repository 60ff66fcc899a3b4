import type { ReactNode } from 'react';
import { Popover as RadixPopover } from 'radix-ui';
import { cn } from '../../lib/cn.ts';

/** product-rules §9: 150 ms animation. */
export function Popover({
  trigger,
  children,
  align = 'end',
  className,
  open,
  onOpenChange,
  label,
}: {
  trigger: ReactNode;
  children: ReactNode;
  align?: 'start' | 'center' | 'end';
  className?: string;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  label?: string;
}) {
  return (
    <RadixPopover.Root open={open} onOpenChange={onOpenChange}>
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content
          align={align}
          sideOffset={8}
          collisionPadding={8}
          aria-label={label}
          className={cn(
            'z-50 w-80 max-w-[calc(100vw-16px)] rounded-xl border border-line bg-white shadow-pop outline-none data-[state=open]:animate-pop-in data-[state=closed]:animate-pop-out',
            className,
          )}
        >
          {children}
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
