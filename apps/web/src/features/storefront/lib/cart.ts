/**
 * The buyer's cart, one per shop, kept in local storage under `sauda-cart:{shopId}` as
 * `{ storeName, items }`. Pure list operations plus a small storage-backed store; DOM-free so it
 * can be unit-tested (pass any Storage-like object).
 */

/** = CHECKOUT_MAX_ITEMS in the contracts (kept literal so product pages load no zod; tested). */
export const CART_MAX_LINES = 20;
export const QTY_MIN = 1;
export const QTY_MAX = 20;

export type CartLine = {
  publicId: string;
  variantId: string;
  quantity: number;
  title: string;
  variantTitle: string;
  /** Unit price after discount, paisa, as shown when added. */
  price: number;
  thumbnailUrl: string | null;
};

/** "Lawn suit (Red / M)", or the title alone for a product without options. */
export function lineName(l: Pick<CartLine, 'title' | 'variantTitle'>): string {
  const vt = l.variantTitle.trim();
  return vt && !/^default( title)?$/i.test(vt) ? `${l.title} (${vt})` : l.title;
}

export type Cart = { storeName: string | null; items: CartLine[] };

export const EMPTY_CART: Cart = Object.freeze({ storeName: null, items: [] }) as Cart;

export const cartKey = (shopId: string) => `sauda-cart:${shopId}`;

export function clampQuantity(n: number): number {
  if (!Number.isFinite(n)) return QTY_MIN;
  return Math.min(QTY_MAX, Math.max(QTY_MIN, Math.trunc(n)));
}

const sameLine = (a: Pick<CartLine, 'publicId' | 'variantId'>, b: Pick<CartLine, 'publicId' | 'variantId'>) =>
  a.publicId === b.publicId && a.variantId === b.variantId;

export type AddResult = 'added' | 'merged' | 'capped' | 'full';

/**
 * Adds a line, or adds its quantity to the same product variant already in the cart.
 * `capped`: merged but held at the 20 maximum; `full`: a new line would exceed 20 lines.
 */
export function addLine(
  items: readonly CartLine[],
  line: CartLine,
): { items: CartLine[]; result: AddResult } {
  const i = items.findIndex((l) => sameLine(l, line));
  if (i >= 0) {
    const current = items[i] as CartLine;
    const wanted = current.quantity + line.quantity;
    const quantity = clampQuantity(wanted);
    const next = items.slice();
    next[i] = { ...current, ...line, quantity };
    return { items: next, result: quantity < wanted ? 'capped' : 'merged' };
  }
  if (items.length >= CART_MAX_LINES) return { items: items.slice(), result: 'full' };
  const wanted = line.quantity;
  const quantity = clampQuantity(wanted);
  return { items: [...items, { ...line, quantity }], result: quantity < wanted ? 'capped' : 'added' };
}

export function setLineQuantity(
  items: readonly CartLine[],
  key: Pick<CartLine, 'publicId' | 'variantId'>,
  quantity: number,
): CartLine[] {
  return items.map((l) => (sameLine(l, key) ? { ...l, quantity: clampQuantity(quantity) } : l));
}

export function removeLine(
  items: readonly CartLine[],
  key: Pick<CartLine, 'publicId' | 'variantId'>,
): CartLine[] {
  return items.filter((l) => !sameLine(l, key));
}

/** Sum of unit price × quantity, paisa. */
export function cartSubtotal(items: readonly CartLine[]): number {
  return items.reduce((sum, l) => sum + l.price * l.quantity, 0);
}

/** Number of units (the cart icon's badge). */
export function cartCount(items: readonly CartLine[]): number {
  return items.reduce((sum, l) => sum + l.quantity, 0);
}

function isLine(v: unknown): v is CartLine {
  if (typeof v !== 'object' || v === null) return false;
  const l = v as Record<string, unknown>;
  return (
    typeof l.publicId === 'string' &&
    l.publicId !== '' &&
    typeof l.variantId === 'string' &&
    l.variantId !== '' &&
    typeof l.quantity === 'number' &&
    typeof l.title === 'string' &&
    typeof l.variantTitle === 'string' &&
    typeof l.price === 'number' &&
    Number.isSafeInteger(l.price) &&
    (l.thumbnailUrl === null || typeof l.thumbnailUrl === 'string')
  );
}

/** Whatever was stored (possibly tampered with or from an older version) → a valid cart. */
export function parseCart(raw: string | null): Cart {
  if (!raw) return EMPTY_CART;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return EMPTY_CART;
  }
  const obj = (Array.isArray(value) ? { items: value } : value) as Record<string, unknown> | null;
  if (!obj || typeof obj !== 'object' || !Array.isArray(obj.items)) return EMPTY_CART;
  const items: CartLine[] = [];
  for (const l of obj.items) {
    if (!isLine(l) || items.some((x) => sameLine(x, l))) continue;
    if (items.length >= CART_MAX_LINES) break;
    items.push({ ...l, quantity: clampQuantity(l.quantity) });
  }
  return { storeName: typeof obj.storeName === 'string' ? obj.storeName : null, items };
}

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function defaultStorage(): StorageLike | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** A shop's cart over local storage, with change notifications (same tab and other tabs). */
export function createCartStore(shopId: string, storage: StorageLike | null = defaultStorage()) {
  const key = cartKey(shopId);
  const listeners = new Set<() => void>();
  let lastRaw: string | null | undefined;
  let snapshot: Cart = EMPTY_CART;
  /** Used when storage is missing or refuses writes (private mode, quota). */
  let memory: Cart | null = null;

  function read(): Cart {
    if (memory) return memory;
    let raw: string | null;
    try {
      raw = storage?.getItem(key) ?? null;
    } catch {
      raw = null;
    }
    if (raw !== lastRaw) {
      lastRaw = raw;
      snapshot = parseCart(raw);
    }
    return snapshot;
  }

  function write(next: Cart) {
    try {
      if (!storage) throw new Error('no storage');
      // An emptied cart keeps the store name (for the page header) until the shop changes.
      if (next.items.length === 0 && !next.storeName) storage.removeItem(key);
      else storage.setItem(key, JSON.stringify(next));
    } catch {
      memory = next;
    }
    listeners.forEach((l) => l());
  }

  return {
    key,
    get: read,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Another tab changed this cart. */
    notify() {
      listeners.forEach((l) => l());
    },
    add(line: CartLine, storeName?: string): AddResult {
      const cart = read();
      const { items, result } = addLine(cart.items, line);
      if (result !== 'full') write({ storeName: storeName ?? cart.storeName, items });
      return result;
    },
    setQuantity(key: Pick<CartLine, 'publicId' | 'variantId'>, quantity: number) {
      const cart = read();
      write({ ...cart, items: setLineQuantity(cart.items, key, quantity) });
    },
    remove(key: Pick<CartLine, 'publicId' | 'variantId'>) {
      const cart = read();
      write({ ...cart, items: removeLine(cart.items, key) });
    },
    clear() {
      write({ storeName: read().storeName, items: [] });
    },
  };
}

export type CartStore = ReturnType<typeof createCartStore>;
