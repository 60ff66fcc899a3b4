import { useSyncExternalStore } from 'react';
import { cartKey, createCartStore, EMPTY_CART, type Cart, type CartStore } from './cart.ts';

const stores = new Map<string, CartStore>();

/** One store per shop for the page's lifetime; follows changes made in other tabs. */
export function cartStore(shopId: string): CartStore {
  let store = stores.get(shopId);
  if (!store) {
    store = createCartStore(shopId);
    stores.set(shopId, store);
  }
  return store;
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    for (const [shopId, store] of stores) if (e.key === null || e.key === cartKey(shopId)) store.notify();
  });
}

const noop = () => () => {};

/** The shop's cart and its actions; an empty, inert cart while the shop id is unknown. */
export function useCart(shopId: string | null | undefined): { cart: Cart; store: CartStore | null } {
  const store = shopId ? cartStore(shopId) : null;
  const cart = useSyncExternalStore(
    store ? store.subscribe : noop,
    store ? store.get : () => EMPTY_CART,
    () => EMPTY_CART,
  );
  return { cart, store };
}
