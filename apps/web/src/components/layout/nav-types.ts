import type { LucideIcon } from 'lucide-react';

export type NavLinkItem = { kind: 'link'; id: string; title: string; to: string; icon: LucideIcon };
export type NavGroupItem = {
  kind: 'group';
  id: string;
  title: string;
  icon: LucideIcon;
  children: NavItem[];
};
export type NavItem = NavLinkItem | NavGroupItem;

export type PaletteItem = { id: string; title: string; to: string; icon: LucideIcon; keywords?: string[] };

export type ShellUser = { name: string; email: string; image: string | null };

export type ShellAction = { label: string; to: string };

/** The group (at this level) whose subtree holds `pathname`, if any. */
export function groupContaining(items: NavItem[], pathname: string): string | null {
  for (const item of items) {
    if (item.kind === 'group' && containsPath(item, pathname)) return item.id;
  }
  return null;
}

function containsPath(item: NavItem, pathname: string): boolean {
  if (item.kind === 'link') return pathname === item.to || pathname.startsWith(`${item.to}/`);
  return item.children.some((c) => containsPath(c, pathname));
}
