import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import { LogOut, UserRound } from 'lucide-react';
import { Avatar } from '../ui/avatar.tsx';
import { initials } from '../../lib/format.ts';
import type { ShellUser } from './nav-types.ts';

const itemClasses =
  'flex cursor-pointer items-center gap-2.5 rounded-md px-2.5 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-ink [&_svg]:size-4 [&_svg]:text-slate-500';

export function ProfileMenu({ user, onSignOut }: { user: ShellUser; onSignOut: () => void }) {
  return (
    // Not modal: a menu hides nothing else from assistive tech (Radix's modal menu sets aria-hidden
    // on the page while its controls stay focusable: axe aria-hidden-focus).
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        // The initials it shows are part of its name (WCAG 2.5.3: a speech user says what they see).
        aria-label={`Open profile menu, ${initials(user.name)}`}
        className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <Avatar name={user.name} src={user.image} size={32} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          className="z-50 w-64 rounded-xl border border-line bg-white p-1.5 shadow-pop data-[state=open]:animate-pop-in data-[state=closed]:animate-pop-out"
        >
          <div className="flex items-center gap-3 px-2.5 py-2.5">
            <Avatar name={user.name} src={user.image} size={40} />
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold text-ink">{user.name}</p>
              <p className="truncate text-xs text-muted">{user.email}</p>
            </div>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item asChild className={itemClasses}>
            <Link to="/my-profile/profile">
              <UserRound /> My Profile
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item className={itemClasses} onSelect={onSignOut}>
            <LogOut /> Sign Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
