import { Bell, BellOff } from 'lucide-react';
import { IconButton } from '../ui/button.tsx';
import { Popover } from '../ui/popover.tsx';

/** product-rules §2: the notifications popover holds only its title for now (plus an empty state). */
export function NotificationsPopover() {
  return (
    <Popover
      label="Notifications"
      trigger={
        <IconButton label="Notifications">
          <Bell />
        </IconButton>
      }
    >
      <div className="border-b border-line px-4 py-3">
        <h2 className="text-sm font-semibold text-ink">Notifications</h2>
      </div>
      <div className="flex flex-col items-center px-6 py-10 text-center">
        <div className="flex size-10 items-center justify-center rounded-full bg-slate-100 text-slate-500">
          <BellOff className="size-5" />
        </div>
        <p className="mt-3 text-sm font-medium text-ink">You&apos;re all caught up</p>
        <p className="mt-1 text-xs text-muted">Order, courier and payment alerts will show up here.</p>
      </div>
    </Popover>
  );
}
