import { describe, expect, it } from 'vitest';
import { decideContextAction, visibleContextAction } from './context-action.ts';

const sauda = { platform: 'sauda' };
const shopify = { platform: 'shopify' };

describe('decideContextAction (SPEC §2 top bar action)', () => {
  it('no stores → Become a Vendor, whatever the survey says', () => {
    for (const currentlySelling of [true, false]) {
      for (const hasProducts of [true, false]) {
        expect(decideContextAction({ stores: [], currentlySelling, hasProducts })).toMatchObject({
          label: 'Become a Vendor',
          to: '/create-sales-channel',
        });
      }
    }
  });
  it('every store on Shopify → New Order', () => {
    expect(
      decideContextAction({ stores: [shopify, shopify], currentlySelling: false, hasProducts: false }),
    ).toMatchObject({
      label: 'New Order',
      to: '/create-orders',
    });
  });
  it('stores but no products → Create Product', () => {
    expect(
      decideContextAction({ stores: [sauda, shopify], currentlySelling: true, hasProducts: false }),
    ).toMatchObject({
      label: 'Create Product',
      to: '/create-products',
    });
  });
  it('not currently selling (with stores and products) → Become a Vendor', () => {
    expect(decideContextAction({ stores: [sauda], currentlySelling: false, hasProducts: true }).label).toBe(
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
});

describe('visibleContextAction', () => {
  const only = (paths: string[]) => (p: string) => paths.includes(p);
  it('hides an action whose page does not exist yet', () => {
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
});
