import { describe, expect, it } from 'vitest';
import { CHECKOUT_MAX_ITEMS } from '@sauda/contracts/storefront.ts';
import { formatPKR } from '../../../lib/format.ts';
import { CART_MAX_LINES } from './cart.ts';
import { formatPrice } from './price.ts';

describe('storefront constants and formatting', () => {
  it('formats like the back office', () => {
    for (const paisa of [0, 99, 150, 584_900, 123_456_789, 100_000_000_000]) {
      expect(formatPrice(paisa)).toBe(formatPKR(paisa));
    }
  });
  it('the cart holds as many lines as checkout accepts', () => {
    expect(CART_MAX_LINES).toBe(CHECKOUT_MAX_ITEMS);
  });
});
