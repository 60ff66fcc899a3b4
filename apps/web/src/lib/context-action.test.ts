import { describe, expect, it } from 'vitest';
import { routeExists } from '../app/route-registry.ts';
import { CONTEXT_ACTIONS, decideContextAction, visibleContextAction } from './context-action.ts';

const sauda = { platform: 'sauda' };
const shopify = { platform: 'shopify' };

describe('decideContextAction (product-rules §2 top bar action)', () => {
  it('no stores → Become a Vendor, whatever the survey or the product check says', () => {
    for (const currentlySelling of [true, false]) {
      for (const hasProducts of [true, false, null]) {
        expect(decideContextAction({ stores: [], currentlySelling, hasProducts })).toMatchObject({
          label: 'Become a Vendor',
          to: '/create-sales-channel',
        });
      }
    }
  });
  it('every store on Shopify → New Order (the product check does not matter)', () => {
    for (const hasProducts of [true, false, null]) {
      expect(
        decideContextAction({ stores: [shopify, shopify], currentlySelling: false, hasProducts }),
      ).toMatchObject({ label: 'New Order', to: '/create-orders' });
    }
  });
  it('stores but no products → Create Product', () => {
    expect(
      decideContextAction({ stores: [sauda, shopify], currentlySelling: true, hasProducts: false }),
    ).toMatchObject({
      label: 'Create Product',
      to: '/create-products',
    });
    expect(decideContextAction({ stores: [sauda], currentlySelling: false, hasProducts: false })?.label).toBe(
      'Create Product',
    );
  });
  it('not currently selling (with stores and products) → Become a Vendor', () => {
    expect(decideContextAction({ stores: [sauda], currentlySelling: false, hasProducts: true })?.label).toBe(
      'Become a Vendor',
    );
  });
  it('selling with products → Create Order', () => {
    expect(decideContextAction({ stores: [sauda], currentlySelling: true, hasProducts: true })).toMatchObject(
      {
        label: 'Create Order',
        to: '/create-orders',
      },
    );
  });
  it('with stores, shows nothing until the product check has answered', () => {
    for (const currentlySelling of [true, false]) {
      expect(decideContextAction({ stores: [sauda], currentlySelling, hasProducts: null })).toBeNull();
    }
  });
});

describe('visibleContextAction', () => {
  const only = (paths: string[]) => (p: string) => paths.includes(p);
  it('hides an action whose page does not exist', () => {
    expect(
      visibleContextAction(
        { stores: [sauda], currentlySelling: true, hasProducts: true },
        only(['/create-sales-channel']),
      ),
    ).toBeNull();
  });
  it('shows Become a Vendor when its page exists', () => {
    expect(
      visibleContextAction(
        { stores: [], currentlySelling: true, hasProducts: false },
        only(['/create-sales-channel']),
      )?.label,
    ).toBe('Become a Vendor');
  });
  it('every action’s page is a registered route', () => {
    for (const action of Object.values(CONTEXT_ACTIONS)) expect(routeExists(action.to), action.to).toBe(true);
  });
  it('shows each of the four cases with the real route table', () => {
    const cases = [
      [{ stores: [], currentlySelling: true, hasProducts: true }, 'Become a Vendor'],
      [{ stores: [shopify], currentlySelling: true, hasProducts: true }, 'New Order'],
      [{ stores: [sauda], currentlySelling: true, hasProducts: false }, 'Create Product'],
      [{ stores: [sauda], currentlySelling: false, hasProducts: true }, 'Become a Vendor'],
      [{ stores: [sauda], currentlySelling: true, hasProducts: true }, 'Create Order'],
    ] as const;
    for (const [input, label] of cases) {
      expect(visibleContextAction({ ...input, stores: [...input.stores] }, routeExists)?.label).toBe(label);
    }
  });
});
