import { useMemo } from 'react';
import { Outlet, useLocation } from 'react-router';
import toast from 'react-hot-toast';
import { useQuery } from '@tanstack/react-query';
import { AppShell } from '../../components/layout/app-shell.tsx';
import type { NavItem, PaletteItem } from '../../components/layout/nav-types.ts';
import { useCurrentUser } from '../../features/auth/auth-store.ts';
import { signOutRequest } from '../../features/auth/api/sign-out.ts';
import { useSurvey } from '../../features/survey/api/get-survey.ts';
import { useStores } from '../../features/stores/api/list-stores.ts';
import { OrderSearchResults } from '../../features/orders/components/order-search-results.tsx';
import { api, errorMessage, type ListEnvelope } from '../../lib/api-client.ts';
import { visibleContextAction } from '../../lib/context-action.ts';
import { CACHE_KEYS, productPresenceCache, readJson, removeKey } from '../../lib/local-cache.ts';
import {
  documentTitleForPath,
  routeExists,
  SIDEBAR_GROUPS,
  titleForPath,
  visibleEntries,
  type SidebarGroupId,
} from '../route-registry.ts';
import { endClientSession } from '../sign-out.ts';
import { useDocumentTitle } from '../page-announce.ts';

function buildNav(currentlySelling: boolean): NavItem[] {
  const items: NavItem[] = [];
  const groups = new Map<SidebarGroupId, NavItem[]>();
  for (const entry of visibleEntries(currentlySelling)) {
    if (entry.sidebar === false) continue;
    const link: NavItem = {
      kind: 'link',
      id: entry.path,
      title: entry.title,
      to: entry.path,
      icon: entry.icon,
    };
    if (entry.sidebar === true) {
      items.push(link);
      continue;
    }
    const groupId = entry.sidebar;
    let children = groups.get(groupId);
    if (!children) {
      children = [];
      groups.set(groupId, children);
      items.push({ kind: 'group', id: groupId, ...SIDEBAR_GROUPS[groupId], children });
    }
    children.push(link);
  }
  return items;
}

/** Product pages invalidate `['products']`, which refreshes this too. */
const productPresenceKey = ['products', 'presence'] as const;

/**
 * product-rules §9 product-existence check: GET /v1/products?page=1&limit=1&status=active. The answer is
 * cached as `productlength` (product-rules §3); a failure clears it (product-rules §8).
 */
async function fetchProductPresence(signal: AbortSignal): Promise<boolean> {
  try {
    const res = await api.get<ListEnvelope<unknown>>(
      '/v1/products',
      { page: 1, limit: 1, status: 'active' },
      signal,
    );
    const present = res.data.length > 0 || res.meta.total > 0;
    productPresenceCache.set(present);
    return present;
  } catch (error) {
    if (!signal.aborted) removeKey(CACHE_KEYS.productLength);
    throw error;
  }
}

/** true/false once known (the cached answer shows at once); null while unknown or after a failure. */
function useProductPresence(): boolean | null {
  const presence = useQuery<boolean>({
    queryKey: productPresenceKey,
    queryFn: ({ signal }) => fetchProductPresence(signal),
    placeholderData: () => readJson<boolean>(CACHE_KEYS.productLength) ?? undefined,
    // Re-checked whenever the seller comes back to the tab.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
  if (presence.isError) return null;
  return presence.data ?? null;
}

async function signOut() {
  try {
    const res = await signOutRequest();
    toast.success(res.message);
  } catch (error) {
    toast.error(errorMessage(error, 'Signed out on this device'));
  } finally {
    endClientSession();
  }
}

/** The signed-in shell: composes auth, survey and stores into the layout components. */
export default function AppLayout() {
  const user = useCurrentUser();
  const survey = useSurvey();
  const stores = useStores();
  const { pathname } = useLocation();
  const currentlySelling = survey.data?.currentlySelling ?? false;
  const hasProducts = useProductPresence();
  // "<page> · Sauda" in the tab (docs/accessibility.md).
  useDocumentTitle(documentTitleForPath(pathname));

  const nav = useMemo(() => buildNav(currentlySelling), [currentlySelling]);
  const pages = useMemo<PaletteItem[]>(
    () =>
      visibleEntries(currentlySelling)
        .filter((e) => e.searchable)
        .map((e) => ({ id: e.path, title: e.title, to: e.path, icon: e.icon, keywords: e.keywords })),
    [currentlySelling],
  );

  const action = stores.data
    ? visibleContextAction({ stores: stores.data.data, currentlySelling, hasProducts }, routeExists)
    : null;

  return (
    <AppShell
      nav={nav}
      pages={pages}
      user={{ name: user.name, email: user.email, image: user.image }}
      action={action}
      title={titleForPath(pathname)}
      onSignOut={() => void signOut()}
      OrderResults={OrderSearchResults}
    >
      <Outlet />
    </AppShell>
  );
}
