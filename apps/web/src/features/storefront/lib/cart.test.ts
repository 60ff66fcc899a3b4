import { describe, expect, it } from 'vitest';
import {
  addLine,
  cartCount,
  cartKey,
  cartSubtotal,
  clampQuantity,
  createCartStore,
  parseCart,
  removeLine,
  setLineQuantity,
  type CartLine,
  type StorageLike,
} from './cart.ts';

const line = (over: Partial<CartLine> = {}): CartLine => ({
  publicId: 'p1',
  variantId: 'v1',
  quantity: 1,
  title: 'Lawn suit',
  variantTitle: 'Red / M',
  price: 250_000,
  thumbnailUrl: null,
  ...over,
});

function memoryStorage(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

describe('cart list operations', () => {
  it('adds a new line', () => {
    const r = addLine([], line({ quantity: 2 }));
    expect(r.result).toBe('added');
    expect(r.items).toEqual([line({ quantity: 2 })]);
  });
  it('merges the same product variant', () => {
    const r = addLine([line({ quantity: 2 })], line({ quantity: 3 }));
    expect(r.result).toBe('merged');
    expect(r.items).toHaveLength(1);
    expect(r.items[0]?.quantity).toBe(5);
  });
  it('keeps other variants of the same product apart', () => {
    const r = addLine([line()], line({ variantId: 'v2' }));
    expect(r.items.map((l) => l.variantId)).toEqual(['v1', 'v2']);
  });
  it('caps a merged quantity at 20', () => {
    const r = addLine([line({ quantity: 18 })], line({ quantity: 5 }));
    expect(r.result).toBe('capped');
    expect(r.items[0]?.quantity).toBe(20);
  });
  it('refuses a 21st line', () => {
    const items = Array.from({ length: 20 }, (_, i) => line({ variantId: `v${i}` }));
    const r = addLine(items, line({ variantId: 'new' }));
    expect(r.result).toBe('full');
    expect(r.items).toHaveLength(20);
    // merging into an existing line still works when full
    expect(addLine(items, line({ variantId: 'v3' })).result).toBe('merged');
  });
  it('updates quantity within 1–20', () => {
    const items = [line(), line({ variantId: 'v2' })];
    expect(setLineQuantity(items, { publicId: 'p1', variantId: 'v2' }, 7)[1]?.quantity).toBe(7);
    expect(setLineQuantity(items, { publicId: 'p1', variantId: 'v2' }, 0)[1]?.quantity).toBe(1);
    expect(setLineQuantity(items, { publicId: 'p1', variantId: 'v2' }, 99)[1]?.quantity).toBe(20);
    expect(clampQuantity(Number.NaN)).toBe(1);
    expect(clampQuantity(3.7)).toBe(3);
  });
  it('removes a line', () => {
    const items = [line(), line({ variantId: 'v2' })];
    expect(removeLine(items, { publicId: 'p1', variantId: 'v1' })).toEqual([line({ variantId: 'v2' })]);
  });
  it('totals price × quantity and counts units', () => {
    const items = [line({ quantity: 2 }), line({ variantId: 'v2', price: 85_000, quantity: 1 })];
    expect(cartSubtotal(items)).toBe(585_000);
    expect(cartCount(items)).toBe(3);
    expect(cartSubtotal([])).toBe(0);
  });
});

describe('parseCart', () => {
  it('drops invalid and duplicate lines and clamps quantities', () => {
    const raw = JSON.stringify({
      storeName: 'Ayesha Closet',
      items: [line({ quantity: 40 }), line(), { publicId: 'x' }, line({ variantId: 'v2', quantity: -3 })],
    });
    const cart = parseCart(raw);
    expect(cart.storeName).toBe('Ayesha Closet');
    expect(cart.items.map((l) => [l.variantId, l.quantity])).toEqual([
      ['v1', 20],
      ['v2', 1],
    ]);
  });
  it('survives garbage', () => {
    expect(parseCart('{oops').items).toEqual([]);
    expect(parseCart(null).items).toEqual([]);
    expect(parseCart('"text"').items).toEqual([]);
  });
});

describe('createCartStore', () => {
  it('keeps one cart per shop under sauda-cart:{shopId}', () => {
    const storage = memoryStorage();
    const a = createCartStore('shop-a', storage);
    const b = createCartStore('shop-b', storage);
    expect(a.add(line(), 'Shop A')).toBe('added');
    expect(b.get().items).toEqual([]);
    expect(JSON.parse(storage.data.get(cartKey('shop-a')) ?? 'null')).toEqual({
      storeName: 'Shop A',
      items: [line()],
    });
  });
  it('notifies listeners and returns a stable snapshot', () => {
    const storage = memoryStorage();
    const cart = createCartStore('s', storage);
    let calls = 0;
    const off = cart.subscribe(() => calls++);
    expect(cart.get()).toBe(cart.get());
    cart.add(line({ quantity: 2 }));
    const snap = cart.get();
    expect(snap).toBe(cart.get());
    cart.setQuantity({ publicId: 'p1', variantId: 'v1' }, 4);
    expect(cart.get().items[0]?.quantity).toBe(4);
    cart.remove({ publicId: 'p1', variantId: 'v1' });
    expect(cart.get().items).toEqual([]);
    expect(storage.data.has(cartKey('s'))).toBe(false);
    off();
    cart.add(line());
    expect(calls).toBe(3);
  });
  it('clear empties the cart', () => {
    const cart = createCartStore('s', memoryStorage());
    cart.add(line());
    cart.clear();
    expect(cart.get().items).toEqual([]);
  });
  it('works in memory without storage', () => {
    const cart = createCartStore('s', null);
    expect(cart.get().items).toEqual([]);
    cart.add(line());
    expect(cart.get().items).toHaveLength(1);
  });
});
