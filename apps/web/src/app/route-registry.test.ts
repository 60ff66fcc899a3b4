import { describe, expect, it } from 'vitest';
import { visibleContextAction } from '../lib/context-action.ts';
import { ROUTE_REGISTRY, routeExists, visibleEntries } from './route-registry.ts';

describe('route registry (issue #3)', () => {
  it('has the order desk pages', () => {
    for (const path of [
      '/orders',
      '/orders/confirm-orders',
      '/create-orders',
      '/orders/abc',
      '/customer',
      '/customer/abc',
    ]) {
      expect(routeExists(path)).toBe(true);
    }
    expect(routeExists('/create-products')).toBe(false);
  });
  it('groups New Orders and COD Confirmation under Orders; Customer is seller-marked', () => {
    const orders = ROUTE_REGISTRY.filter((e) => e.sidebar === 'orders').map((e) => e.title);
    expect(orders).toEqual(['New Orders', 'COD Confirmation']);
    expect(ROUTE_REGISTRY.find((e) => e.path === '/customer')).toMatchObject({ sidebar: true, seller: true });
    expect(visibleEntries(false).map((e) => e.path)).toContain('/customer');
    expect(visibleEntries(false).map((e) => e.path)).not.toContain('/orders');
  });
  it('the top-bar action: New Order for an all-Shopify account; Create Product (hidden) for Sauda stores', () => {
    expect(
      visibleContextAction(
        { stores: [{ platform: 'shopify' }], currentlySelling: true, hasProducts: false },
        routeExists,
      ),
    ).toMatchObject({ label: 'New Order', to: '/create-orders' });
    expect(
      visibleContextAction(
        { stores: [{ platform: 'sauda' }], currentlySelling: true, hasProducts: false },
        routeExists,
      ),
    ).toBeNull();
  });
});
