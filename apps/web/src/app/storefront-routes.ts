import type { RouteObject } from 'react-router';
import { lazyRoute } from './lazy-page.ts';

/** The public Sauda storefront (no sign-in). Served by shop.html and also mounted in the main app. */
export const STOREFRONT_ROUTES: RouteObject[] = [
  { path: '/sp/:id', lazy: lazyRoute(() => import('./routes/storefront/product-page.tsx')) },
  { path: '/ecommerce/shop', lazy: lazyRoute(() => import('./routes/storefront/shop.tsx')) },
  { path: '/ecommerce/cart', lazy: lazyRoute(() => import('./routes/storefront/cart.tsx')) },
  { path: '/checkout', lazy: lazyRoute(() => import('./routes/storefront/checkout.tsx')) },
  { path: '/tracking/:id', lazy: lazyRoute(() => import('./routes/storefront/tracking.tsx')) },
];
