/**
 * The top bar's one context-dependent action button (product-rules §2 "One action button, by context").
 * Precedence, most specific first:
 *  1. no stores at all                       → Become a Vendor (/create-sales-channel)
 *  2. every store is a Shopify store         → New Order (/create-orders)
 *  3. has stores but no products yet         → Create Product (/create-products)
 *  4. not currently selling                  → Become a Vendor (/create-sales-channel)
 *  5. currently selling and has products     → Create Order (/create-orders)
 *
 * `hasProducts` comes from the product-existence check (product-rules §9: GET /v1/products page 1, limit 1,
 * status active), cached locally as `productlength`; `null` while it is not known yet, in which
 * case no button is shown where the answer matters (rather than a wrong one that flips).
 */
export type ContextActionKind = 'become-vendor' | 'new-order' | 'create-product' | 'create-order';

export type ContextAction = { kind: ContextActionKind; label: string; to: string };

export type ContextActionInput = {
  stores: ReadonlyArray<{ platform: string }>;
  currentlySelling: boolean;
  hasProducts: boolean | null;
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
}: ContextActionInput): ContextAction | null {
  if (stores.length === 0) return CONTEXT_ACTIONS['become-vendor'];
  if (stores.every((s) => s.platform === 'shopify')) return CONTEXT_ACTIONS['new-order'];
  if (hasProducts === null) return null;
  if (!hasProducts) return CONTEXT_ACTIONS['create-product'];
  if (!currentlySelling) return CONTEXT_ACTIONS['become-vendor'];
  return CONTEXT_ACTIONS['create-order'];
}

/** Show the decided action only when its page exists (a safety net: all four exist); otherwise nothing. */
export function visibleContextAction(
  input: ContextActionInput,
  routeExists: (path: string) => boolean,
): ContextAction | null {
  const action = decideContextAction(input);
  return action && routeExists(action.to) ? action : null;
}
