import { describe, expect, it } from 'vitest';
import { visibleContextAction } from '../lib/context-action.ts';
import { documentTitleForPath, ROUTE_REGISTRY, routeExists, visibleEntries } from './route-registry.ts';

describe('route registry', () => {
  it('has the order desk and catalogue pages (product-rules §2)', () => {
    for (const path of [
      '/orders',
      '/orders/confirm-orders',
      '/create-orders',
      '/orders/abc',
      '/customer',
      '/customer/abc',
      '/procure',
      '/products',
      '/create-products',
      '/products/abc/edit',
      '/categories',
      '/new-categories',
      '/create-categories',
      '/category-products/abc',
      '/inventory',
      '/purchase-order',
      '/purchase-order/abc',
      '/vendors',
      '/add-vendor',
      '/dispatch',
      '/orders/booking',
      '/picked-up',
      '/load-sheets',
      '/create-loadsheet',
      '/manual-booking',
      '/cpr-cheques',
      '/shipper-advice',
      '/courier-management',
      '/settings/couriers/booking-cities',
      '/shipper-info',
      '/add-shipper-info',
      '/edit-shipper-info',
      '/settings/backups',
    ]) {
      expect(routeExists(path), path).toBe(true);
    }
    // Pages of later issues do not exist yet (nothing half-built in the menu).
    expect(routeExists('/payments/payouts')).toBe(false);
  });
  it('groups the sidebar as product-rules §2: Orders, then All Products; Customer is seller-marked', () => {
    const group = (id: string) => ROUTE_REGISTRY.filter((e) => e.sidebar === id).map((e) => e.title);
    expect(group('orders')).toEqual([
      'New Orders',
      'COD Confirmation',
      'Dispatch',
      'Procure',
      'Picked Up',
      'Load Sheets',
      'Manual Booking',
      'CPR/Cheques',
      'Shipper Advice',
    ]);
    expect(group('products')).toEqual([
      'All Products',
      'Categories',
      'Inventory',
      'Purchase Orders',
      'Vendors',
    ]);
    expect(ROUTE_REGISTRY.find((e) => e.path === '/customer')).toMatchObject({ sidebar: true, seller: true });
    expect(visibleEntries(false).map((e) => e.path)).toContain('/customer');
    expect(visibleEntries(false).map((e) => e.path)).not.toContain('/orders');
    expect(visibleEntries(false).map((e) => e.path)).not.toContain('/products');
  });
  it('the top-bar action: New Order for an all-Shopify account; Create Product, then Create Order', () => {
    const action = (platform: 'shopify' | 'sauda', hasProducts: boolean) =>
      visibleContextAction({ stores: [{ platform }], currentlySelling: true, hasProducts }, routeExists);
    expect(action('shopify', false)).toMatchObject({ label: 'New Order', to: '/create-orders' });
    expect(action('sauda', false)).toMatchObject({ label: 'Create Product', to: '/create-products' });
    expect(action('sauda', true)).toMatchObject({ label: 'Create Order', to: '/create-orders' });
  });
  it('names each page in the tab as "<title> · Sauda" (docs/accessibility.md)', () => {
    expect(documentTitleForPath('/dashboard')).toBe('Dashboard · Sauda');
    expect(documentTitleForPath('/')).toBe('Dashboard · Sauda');
    expect(documentTitleForPath('/orders')).toBe('New Orders · Sauda');
    expect(documentTitleForPath('/orders/665f0c2b9a1e4d0012ab34cd')).toBe('Order · Sauda');
    expect(documentTitleForPath('/my-profile/notification')).toBe('Notification Settings · Sauda');
    // Every registered page has a title of its own.
    for (const e of ROUTE_REGISTRY) expect(e.title.trim(), e.path).not.toBe('');
    expect(documentTitleForPath('/no-such-page')).toBe('Sauda');
  });
});
