import { useState, type ComponentType, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Plus } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { layoutCache, type LayoutPreference } from '../../lib/local-cache.ts';
import { Drawer } from '../ui/drawer.tsx';
import { SkipLink } from '../ui/skip-link.tsx';
import { MAIN_ID } from '../../lib/focus.ts';
import { CommandPalette, type OrderResultsProps } from './command-palette.tsx';
import { SidebarContent } from './sidebar.tsx';
import { TopBar } from './top-bar.tsx';
import type { NavItem, PaletteItem, ShellAction, ShellUser } from './nav-types.ts';

/** Pages with a bottom bar of their own (forms, bulk actions): the floating action button would cover it. */
const FORM_PAGE =
  /^\/(create-[^/]+|new-[^/]+|add-[^/]+|edit-[^/]+|products\/[^/]+\/edit|purchase-order\/new|dispatch|shipper-advice|orders\/booking|manual-booking)$/;

const MENU_ID = 'mobile-sidebar';

/**
 * Skip link + sidebar (left drawer below 1024 px) + top bar + page. Focus, landmarks and the skip
 * link: docs/accessibility.md, "Focus, titles and landmarks".
 */
export function AppShell({
  nav,
  pages,
  user,
  action,
  title,
  onSignOut,
  children,
  OrderResults,
}: {
  nav: NavItem[];
  pages: PaletteItem[];
  user: ShellUser;
  action: ShellAction | null;
  title: string | undefined;
  onSignOut: () => void;
  children: ReactNode;
  OrderResults?: ComponentType<OrderResultsProps>;
}) {
  const { pathname } = useLocation();
  // Form pages keep their own sticky save bar at the bottom; the floating button would cover it.
  const fab = action && !FORM_PAGE.test(pathname) ? action : null;
  const [layout, setLayout] = useState<LayoutPreference>(() => layoutCache.get());
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [paletteOpen, setPaletteOpen] = useState(false);

  // Drawer and search palette close on navigation.
  const [seenPath, setSeenPath] = useState(pathname);
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    setDrawerOpen(false);
    setPaletteOpen(false);
  }

  function toggleCollapsed() {
    const next = { ...layout, sidebarCollapsed: !layout.sidebarCollapsed };
    setLayout(next);
    layoutCache.set(next);
  }

  const collapsed = layout.sidebarCollapsed;

  return (
    <div className="min-h-dvh bg-canvas">
      <SkipLink />
      <aside
        className={cn(
          'fixed inset-y-0 left-0 z-40 hidden border-r border-line bg-white transition-[width] duration-300 lg:block',
          collapsed ? 'w-[72px]' : 'w-64',
        )}
        aria-label="Sidebar"
      >
        <SidebarContent items={nav} user={user} collapsed={collapsed} onToggleCollapsed={toggleCollapsed} />
      </aside>
      <Drawer
        open={drawerOpen}
        onOpenChange={setDrawerOpen}
        title="Menu"
        id={MENU_ID}
        // The first link (Dashboard), not Radix's first button (the Orders group).
        initialFocus="nav a[href]"
        closeLabel="Close menu"
      >
        <SidebarContent items={nav} user={user} />
      </Drawer>
      <div
        className={cn(
          'flex min-h-dvh flex-col transition-[padding] duration-300',
          collapsed ? 'lg:pl-[72px]' : 'lg:pl-64',
        )}
      >
        <TopBar
          title={title}
          user={user}
          action={action}
          menuOpen={drawerOpen}
          menuId={MENU_ID}
          onOpenMenu={() => setDrawerOpen(true)}
          onOpenSearch={() => setPaletteOpen(true)}
          onSignOut={onSignOut}
        />
        <main
          id={MAIN_ID}
          tabIndex={-1}
          className={cn(
            'mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 lg:px-8 lg:py-8',
            // Phones: room under the last control for the floating button (its 4 rem plus the usual
            // 1.5 rem, plus the home-indicator inset), so scrolled to the end nothing sits under it.
            fab && 'pb-[calc(5.5rem+env(safe-area-inset-bottom))] sm:pb-6',
            // Skip link: scrolled to, <main> stays clear of the sticky 4-rem top bar.
            'scroll-mt-16 outline-none',
          )}
        >
          {children}
          {fab ? (
            // Phones: the context action floats bottom-right (the top bar has no room for it). It stays
            // inside <main> so it is in a landmark (axe region; docs/accessibility.md).
            <Link
              to={fab.to}
              data-testid="fab"
              className="fixed right-4 bottom-[calc(1rem+env(safe-area-inset-bottom))] z-20 inline-flex h-12 items-center gap-2 rounded-full bg-brand-700 px-5 text-sm font-medium text-white shadow-pop hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:hidden [&_svg]:size-5"
            >
              <Plus /> {fab.label}
            </Link>
          ) : null}
        </main>
      </div>
      <CommandPalette
        open={paletteOpen}
        onOpenChange={setPaletteOpen}
        pages={pages}
        OrderResults={OrderResults}
      />
    </div>
  );
}
