import { useLayoutEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { ChevronDown, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { Avatar } from '../ui/avatar.tsx';
import { Logo, LogoMark } from '../ui/logo.tsx';
import { Tooltip } from '../ui/tooltip.tsx';
import { groupContaining, type NavItem, type ShellUser } from './nav-types.ts';

const rowClasses =
  'group flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-brand-600 [&_svg]:size-[18px] [&_svg]:shrink-0';

/** One level of the menu; only one group is open at a time on each level. */
function NavLevel({
  items,
  collapsed,
  depth,
  onExpand,
}: {
  items: NavItem[];
  collapsed: boolean;
  depth: number;
  onExpand?: () => void;
}) {
  const { pathname } = useLocation();
  const [openId, setOpenId] = useState<string | null>(() => groupContaining(items, pathname));
  const [seenPath, setSeenPath] = useState(pathname);
  if (pathname !== seenPath) {
    // Navigating into a group (e.g. from the search palette) opens it.
    setSeenPath(pathname);
    const active = groupContaining(items, pathname);
    if (active) setOpenId(active);
  }

  return (
    <ul className={cn('space-y-0.5', depth > 0 && 'mt-0.5 ml-4 border-l border-line pl-2')}>
      {items.map((item) => {
        const Icon = item.icon;
        if (item.kind === 'link') {
          const link = (
            <NavLink
              to={item.to}
              end={
                item.to === '/dashboard' ||
                items.some((o) => o.kind === 'link' && o.to.startsWith(`${item.to}/`))
              }
              className={({ isActive }) =>
                cn(
                  rowClasses,
                  collapsed && 'justify-center px-0',
                  isActive
                    ? 'bg-brand-50 text-brand-800'
                    : 'text-slate-600 hover:bg-slate-100 hover:text-ink',
                )
              }
              aria-label={collapsed ? item.title : undefined}
            >
              <Icon />
              {collapsed ? null : <span className="truncate">{item.title}</span>}
            </NavLink>
          );
          return (
            <li key={item.id}>
              {collapsed ? (
                <Tooltip content={item.title} side="right">
                  {link}
                </Tooltip>
              ) : (
                link
              )}
            </li>
          );
        }
        const open = openId === item.id && !collapsed;
        const panelId = `nav-group-${item.id}`;
        const button = (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            data-focus-key={`group:${item.id}`}
            aria-label={collapsed ? item.title : undefined}
            onClick={() => {
              if (collapsed) {
                onExpand?.();
                setOpenId(item.id);
                return;
              }
              setOpenId(open ? null : item.id);
            }}
            className={cn(
              rowClasses,
              collapsed && 'justify-center px-0',
              'text-slate-600 hover:bg-slate-100 hover:text-ink',
            )}
          >
            <Icon />
            {collapsed ? null : (
              <>
                <span className="flex-1 truncate text-left">{item.title}</span>
                <ChevronDown
                  className={cn('!size-4 text-slate-400 transition-transform', open && 'rotate-180')}
                />
              </>
            )}
          </button>
        );
        return (
          <li key={item.id}>
            {collapsed ? (
              <Tooltip content={item.title} side="right">
                {button}
              </Tooltip>
            ) : (
              button
            )}
            {open ? (
              <div id={panelId}>
                <NavLevel items={item.children} collapsed={false} depth={depth + 1} />
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

export function SidebarContent({
  items,
  user,
  collapsed = false,
  onToggleCollapsed,
}: {
  items: NavItem[];
  user: ShellUser;
  collapsed?: boolean;
  onToggleCollapsed?: () => void;
}) {
  // Collapsing swaps the toggle (and the group buttons) for other elements; focus follows to the
  // counterpart instead of falling to <body> (docs/accessibility.md).
  const root = useRef<HTMLDivElement>(null);
  const refocus = useRef<string | null>(null);
  useLayoutEffect(() => {
    const key = refocus.current;
    refocus.current = null;
    if (key) root.current?.querySelector<HTMLElement>(`[data-focus-key="${key}"]`)?.focus();
  }, [collapsed]);
  const toggle = onToggleCollapsed
    ? () => {
        const active = document.activeElement;
        refocus.current =
          active && root.current?.contains(active) ? active.getAttribute('data-focus-key') : null;
        onToggleCollapsed();
      }
    : undefined;

  return (
    <div ref={root} className="flex h-full flex-col">
      <div
        className={cn(
          'flex h-16 shrink-0 items-center border-b border-line',
          collapsed ? 'justify-center px-2' : 'justify-between px-5',
        )}
      >
        {collapsed ? <LogoMark /> : <Logo />}
        {toggle && !collapsed ? (
          <button
            type="button"
            onClick={toggle}
            aria-label="Collapse sidebar"
            data-focus-key="sidebar-toggle"
            className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <PanelLeftClose className="size-4" />
          </button>
        ) : null}
      </div>
      <div
        className={cn(
          'flex items-center gap-3 border-b border-line py-4',
          collapsed ? 'justify-center px-2' : 'px-5',
        )}
      >
        <Avatar name={user.name} src={user.image} size={40} />
        {collapsed ? null : (
          <div className="min-w-0" data-testid="sidebar-account">
            <p className="truncate text-sm font-semibold text-ink">{user.name}</p>
            <p className="flex items-center gap-1.5 text-xs text-muted">
              <span>My Account</span>
              <span aria-hidden>·</span>
              <span className="rounded bg-brand-50 px-1.5 py-px font-medium text-brand-800">Owner</span>
            </p>
          </div>
        )}
      </div>
      <nav aria-label="Main" className="flex-1 overflow-y-auto px-3 py-4">
        <NavLevel items={items} collapsed={collapsed} depth={0} onExpand={toggle} />
      </nav>
      {toggle && collapsed ? (
        <div className="flex justify-center border-t border-line p-2">
          <button
            type="button"
            onClick={toggle}
            aria-label="Expand sidebar"
            data-focus-key="sidebar-toggle"
            className="rounded-md p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <PanelLeftOpen className="size-4" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
