/**
 * One array describes every page inside the shell: its path, title, icon, sidebar placement,
 * seller flag and lazy import. The router, the sidebar, the search palette and the top-bar action
 * all read it, so a page shows up everywhere once (and only once) it exists.
 */
import type { ComponentType } from 'react';
import type { LucideIcon } from 'lucide-react';
import {
  LayoutDashboard,
  Settings,
  Store,
  UserRound,
  Bell,
  PlusCircle,
  PencilLine,
  UserCog,
  ShoppingCart,
  ListOrdered,
  MessageCircleMore,
  FilePlus2,
  Receipt,
  Users,
  UserSquare,
  MessageSquareShare,
  Package,
  Boxes,
  Tags,
  Warehouse,
  ClipboardList,
  Truck,
  PackageSearch,
  PackagePlus,
} from 'lucide-react';
import { matchPath } from 'react-router';

export type SidebarGroupId = 'orders' | 'products' | 'settings';

export const SIDEBAR_GROUPS: Record<SidebarGroupId, { title: string; icon: LucideIcon }> = {
  orders: { title: 'Orders', icon: ShoppingCart },
  products: { title: 'All Products', icon: Package },
  settings: { title: 'Settings', icon: Settings },
};

export type RegistryEntry = {
  path: string;
  title: string;
  icon: LucideIcon;
  /** Shown in the sidebar: at top level (`true`) or inside a group. */
  sidebar: false | true | SidebarGroupId;
  /** SPEC §2: "seller"-marked entries are visible to users not currently selling too. */
  seller: boolean;
  /** Searchable in the Ctrl/Cmd+K palette (pages without path parameters). */
  searchable: boolean;
  keywords?: string[];
  load: () => Promise<{ default: ComponentType }>;
};

export const ROUTE_REGISTRY: readonly RegistryEntry[] = [
  {
    path: '/dashboard',
    title: 'Dashboard',
    icon: LayoutDashboard,
    sidebar: true,
    seller: true,
    searchable: true,
    keywords: ['home', 'overview'],
    load: () => import('./routes/dashboard/dashboard.tsx'),
  },
  {
    path: '/orders',
    title: 'New Orders',
    icon: ListOrdered,
    sidebar: 'orders',
    seller: false,
    searchable: true,
    keywords: ['orders', 'all orders', 'export', 'csv', 'bulk'],
    load: () => import('./routes/orders/orders-list.tsx'),
  },
  {
    path: '/orders/confirm-orders',
    title: 'COD Confirmation',
    icon: MessageCircleMore,
    sidebar: 'orders',
    seller: false,
    searchable: true,
    keywords: ['whatsapp', 'confirm', 'cod', 'pending', 'queue'],
    load: () => import('./routes/orders/confirm-orders.tsx'),
  },
  {
    path: '/create-orders',
    title: 'Create order',
    icon: FilePlus2,
    sidebar: false,
    seller: false,
    searchable: true,
    keywords: ['new order', 'manual order', 'add order'],
    load: () => import('./routes/orders/create-order.tsx'),
  },
  {
    path: '/orders/:id',
    title: 'Order',
    icon: Receipt,
    sidebar: false,
    seller: false,
    searchable: false,
    load: () => import('./routes/orders/order-detail.tsx'),
  },
  {
    path: '/procure',
    title: 'Procure',
    icon: PackageSearch,
    sidebar: 'orders',
    seller: false,
    searchable: true,
    keywords: ['backorder', 'waiting for stock', 'buy', 'purchase'],
    load: () => import('./routes/purchasing/procure.tsx'),
  },
  {
    path: '/products',
    title: 'All Products',
    icon: Boxes,
    sidebar: 'products',
    seller: false,
    searchable: true,
    keywords: ['catalogue', 'items', 'variants', 'sku'],
    load: () => import('./routes/products/products-list.tsx'),
  },
  {
    path: '/create-products',
    title: 'Create product',
    icon: PackagePlus,
    sidebar: false,
    seller: false,
    searchable: true,
    keywords: ['new product', 'add product'],
    load: () => import('./routes/products/create-product.tsx'),
  },
  {
    path: '/products/:id/edit',
    title: 'Edit product',
    icon: PencilLine,
    sidebar: false,
    seller: false,
    searchable: false,
    load: () => import('./routes/products/edit-product.tsx'),
  },
  {
    path: '/categories',
    title: 'Categories',
    icon: Tags,
    sidebar: 'products',
    seller: false,
    searchable: true,
    keywords: ['collections', 'groups'],
    load: () => import('./routes/products/categories.tsx'),
  },
  {
    path: '/create-categories',
    title: 'Create category',
    icon: PlusCircle,
    sidebar: false,
    seller: false,
    searchable: true,
    keywords: ['new category', 'add category'],
    load: () => import('./routes/products/create-category.tsx'),
  },
  {
    path: '/new-categories',
    title: 'New category',
    icon: PlusCircle,
    sidebar: false,
    seller: false,
    searchable: false,
    load: () => import('./routes/products/create-category.tsx'),
  },
  {
    path: '/category-products/:category',
    title: 'Category products',
    icon: Tags,
    sidebar: false,
    seller: false,
    searchable: false,
    load: () => import('./routes/products/category-products.tsx'),
  },
  {
    path: '/inventory',
    title: 'Inventory',
    icon: Warehouse,
    sidebar: 'products',
    seller: false,
    searchable: true,
    keywords: ['stock', 'adjust', 'low stock', 'locations'],
    load: () => import('./routes/inventory/inventory.tsx'),
  },
  {
    path: '/purchase-order',
    title: 'Purchase Orders',
    icon: ClipboardList,
    sidebar: 'products',
    seller: false,
    searchable: true,
    keywords: ['po', 'purchase', 'receive', 'restock'],
    load: () => import('./routes/purchasing/purchase-orders.tsx'),
  },
  {
    path: '/purchase-order/new',
    title: 'New purchase order',
    icon: ClipboardList,
    sidebar: false,
    seller: false,
    searchable: true,
    keywords: ['create po', 'new po'],
    load: () => import('./routes/purchasing/create-purchase-order.tsx'),
  },
  {
    path: '/purchase-order/:id',
    title: 'Purchase order',
    icon: ClipboardList,
    sidebar: false,
    seller: false,
    searchable: false,
    load: () => import('./routes/purchasing/purchase-order-detail.tsx'),
  },
  {
    path: '/vendors',
    title: 'Vendors',
    icon: Truck,
    sidebar: 'products',
    seller: false,
    searchable: true,
    keywords: ['suppliers', 'wholesalers'],
    load: () => import('./routes/purchasing/vendors.tsx'),
  },
  {
    path: '/add-vendor',
    title: 'Add vendor',
    icon: PlusCircle,
    sidebar: false,
    seller: false,
    searchable: true,
    keywords: ['new vendor', 'supplier'],
    load: () => import('./routes/purchasing/add-vendor.tsx'),
  },
  {
    path: '/customer',
    title: 'Customer',
    icon: Users,
    sidebar: true,
    seller: true,
    searchable: true,
    keywords: ['customers', 'buyers', 'blocked'],
    load: () => import('./routes/customers/customers-list.tsx'),
  },
  {
    path: '/customer/:id',
    title: 'Customer',
    icon: UserSquare,
    sidebar: false,
    seller: true,
    searchable: false,
    load: () => import('./routes/customers/customer-detail.tsx'),
  },
  {
    path: '/sales-channel',
    title: 'Sales Channels',
    icon: Store,
    sidebar: 'settings',
    seller: false,
    searchable: true,
    keywords: ['stores', 'channels', 'shop'],
    load: () => import('./routes/stores/sales-channel.tsx'),
  },
  {
    path: '/settings/whatsapp',
    title: 'WhatsApp',
    icon: MessageSquareShare,
    sidebar: 'settings',
    seller: false,
    searchable: true,
    keywords: ['whatsapp business', 'api', 'token', 'template', 'cod', 'confirmation'],
    load: () => import('./routes/settings/whatsapp.tsx'),
  },
  {
    path: '/my-profile',
    title: 'My Profile',
    icon: UserRound,
    sidebar: 'settings',
    seller: false,
    searchable: true,
    keywords: ['account', 'personal', 'security', 'sessions'],
    load: () => import('./routes/account/my-profile.tsx'),
  },
  {
    path: '/create-sales-channel',
    title: 'Create sales channel',
    icon: PlusCircle,
    sidebar: false,
    seller: true,
    searchable: true,
    keywords: ['new store', 'add store', 'vendor'],
    load: () => import('./routes/stores/create-sales-channel.tsx'),
  },
  {
    path: '/edit-sales-channel/:id',
    title: 'Edit sales channel',
    icon: PencilLine,
    sidebar: false,
    seller: false,
    searchable: false,
    load: () => import('./routes/stores/edit-sales-channel.tsx'),
  },
  {
    path: '/my-profile/profile',
    title: 'Edit profile',
    icon: UserCog,
    sidebar: false,
    seller: false,
    searchable: true,
    keywords: ['password', 'phone', 'name', 'avatar'],
    load: () => import('./routes/account/profile-edit.tsx'),
  },
  {
    path: '/my-profile/notification',
    title: 'Notification settings',
    icon: Bell,
    sidebar: false,
    seller: false,
    searchable: true,
    keywords: ['email', 'alerts', 'preferences'],
    load: () => import('./routes/account/notifications.tsx'),
  },
];

export function routeExists(path: string): boolean {
  return ROUTE_REGISTRY.some((e) => matchPath({ path: e.path, end: true }, path) !== null);
}

export function titleForPath(pathname: string): string | undefined {
  if (pathname === '/') return 'Dashboard';
  return ROUTE_REGISTRY.find((e) => matchPath({ path: e.path, end: true }, pathname) !== null)?.title;
}

/** SPEC §2: sellers currently selling see everything; others only seller-marked entries. */
export function visibleEntries(currentlySelling: boolean): RegistryEntry[] {
  return ROUTE_REGISTRY.filter((e) => currentlySelling || e.seller);
}
