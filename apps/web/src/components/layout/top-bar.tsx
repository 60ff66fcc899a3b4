import { Link } from 'react-router';
import { Menu, MessageSquare, Plus, Search } from 'lucide-react';
import { buttonClasses, IconButton } from '../ui/button.tsx';
import { Tooltip } from '../ui/tooltip.tsx';
import { NotificationsPopover } from './notifications-popover.tsx';
import { ProfileMenu } from './profile-menu.tsx';
import type { ShellAction, ShellUser } from './nav-types.ts';

export function TopBar({
  title,
  user,
  action,
  menuOpen,
  menuId,
  onOpenMenu,
  onOpenSearch,
  onSignOut,
}: {
  title: string | undefined;
  user: ShellUser;
  action: ShellAction | null;
  /** Whether the phone menu drawer is open, and the id it has while it is in the page. */
  menuOpen: boolean;
  menuId: string;
  onOpenMenu: () => void;
  onOpenSearch: () => void;
  onSignOut: () => void;
}) {
  return (
    <header className="sticky top-0 z-30 flex h-16 shrink-0 items-center gap-2 border-b border-line bg-white/90 px-3 backdrop-blur sm:px-5">
      {/* The drawer is in the page only while open: aria-controls may only name an element that exists (axe aria-valid-attr-value; docs/accessibility.md). */}
      <IconButton
        label="Open menu"
        onClick={onOpenMenu}
        className="lg:hidden"
        aria-expanded={menuOpen}
        aria-controls={menuOpen ? menuId : undefined}
      >
        <Menu />
      </IconButton>
      {title ? (
        <p className="hidden truncate text-sm font-semibold text-ink md:block lg:hidden xl:block">{title}</p>
      ) : null}
      <div className="flex flex-1 justify-center px-1 sm:px-4">
        <button
          type="button"
          onClick={onOpenSearch}
          aria-keyshortcuts="Control+K Meta+K"
          className="flex h-10 w-full max-w-md items-center gap-2.5 rounded-lg border border-line bg-slate-50 px-3 text-sm text-muted transition-colors hover:border-slate-300 hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <Search className="size-4" />
          <span className="flex-1 text-left">Search...</span>
          {/* Named by what it shows, keycap included (WCAG 2.5.3: "click Search Ctrl K" works). */}
          <kbd className="hidden rounded border border-line bg-white px-1.5 py-0.5 text-[11px] font-medium sm:block">
            Ctrl K
          </kbd>
        </button>
      </div>
      <div className="flex items-center gap-1">
        {action ? (
          <span className="mr-1 hidden sm:block">
            <Link to={action.to} className={buttonClasses('primary', 'sm')}>
              <Plus /> {action.label}
            </Link>
          </span>
        ) : null}
        <NotificationsPopover />
        <Tooltip content="Messages">
          <Link
            to="/sales-channel"
            aria-label="Messages"
            className="inline-flex size-10 items-center justify-center rounded-lg text-slate-600 transition-colors hover:bg-slate-100 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <MessageSquare className="size-5" />
          </Link>
        </Tooltip>
        <div className="ml-1.5">
          <ProfileMenu user={user} onSignOut={onSignOut} />
        </div>
      </div>
    </header>
  );
}
