/**
 * The top bar's one context-dependent action button (SPEC §2 "One action button, by context").
 * Precedence, most specific first:
 *  1. no stores at all                       → Become a Vendor (/create-sales-channel)
 *  2. every store is a Shopify store         → New Order (/create-orders)
 *  3. has stores but no products yet         → Create Product (/create-products)
 *  4. not currently selling                  → Become a Vendor (/create-sales-channel)
 *  5. currently selling and has products     → Create Order (/create-orders)
 */
export type ContextActionKind = 'become-vendor' | 'new-order' | 'create-product' | 'create-order';

export type ContextAction = { kind: ContextActionKind; label: string; to: string };

export type ContextActionInput = {
  stores: ReadonlyArray<{ platform: string }>;
  currentlySelling: boolean;
  hasProducts: boolean;
};

export const CONTEXT_ACTIONS: Record<ContextActionKind, ContextAction> = {
  'become-vendor': { kind: 'become-vendor', label: 'Become a Vendor', to: '/create-sales-channel' },
  'new-order': { kind: 'new-order', label: 'New Order', to: '/create-orders' },
  'create-product': { kind: 'create-product', label: 'Create Product', to: '/create-products' },
  'create-order': { kind: 'create-order', label: 'Create Order', to: '/create-orders' },
};

export function decideContextAction({
  stores,
  currentlySelling,
  hasProducts,
}: ContextActionInput): ContextAction {
  if (stores.length === 0) return CONTEXT_ACTIONS['become-vendor'];
  if (stores.every((s) => s.platform === 'shopify')) return CONTEXT_ACTIONS['new-order'];
  if (!hasProducts) return CONTEXT_ACTIONS['create-product'];
  if (!currentlySelling) return CONTEXT_ACTIONS['become-vendor'];
  return CONTEXT_ACTIONS['create-order'];
}

/** Show the decided action only when its page exists; otherwise nothing. */
export function visibleContextAction(
  input: ContextActionInput,
  routeExists: (path: string) => boolean,
): ContextAction | null {
  const action = decideContextAction(input);
  return routeExists(action.to) ? action : null;
}
