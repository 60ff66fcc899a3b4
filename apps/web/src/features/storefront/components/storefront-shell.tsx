import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ShoppingBag, Store } from 'lucide-react';
import { cartPath, shopPath } from '../lib/paths.ts';
import { sf } from './styles.ts';
import { SkipLink } from '../../../components/ui/skip-link.tsx';
import { MAIN_ID } from '../../../lib/focus.ts';

/** The buyer's page frame: store name (→ shop), cart with its item count, and a small footer. */
export function StorefrontShell({
  shopId,
  storeName,
  cartCount,
  title,
  children,
}: {
  shopId: string | null;
  storeName: string | null;
  cartCount: number;
  /** `document.title`. */
  title: string;
  children: ReactNode;
}) {
  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <div className="flex min-h-dvh flex-col bg-canvas text-ink">
      {/* The header comes before the content: a skip link past it (docs/accessibility.md). */}
      <SkipLink />
      <header className="sticky top-0 z-20 border-b border-line bg-white/95 backdrop-blur">
        <div className={`${sf.page} flex h-14 items-center justify-between gap-3`}>
          {shopId ? (
            <Link
              to={shopPath(shopId)}
              className="flex min-w-0 items-center gap-2 rounded-lg py-2 text-base font-semibold hover:text-brand-800"
            >
              <Store className="size-5 shrink-0 text-brand-700" aria-hidden />
              <span className="truncate">{storeName ?? 'Shop'}</span>
            </Link>
          ) : (
            <span className="truncate text-base font-semibold">{storeName ?? ''}</span>
          )}
          {shopId ? (
            <Link
              to={cartPath(shopId)}
              aria-label={`Cart, ${cartCount} item${cartCount === 1 ? '' : 's'}`}
              className="relative inline-flex size-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
            >
              <ShoppingBag className="size-6" aria-hidden />
              {cartCount > 0 ? (
                <span
                  aria-hidden
                  data-testid="cart-count"
                  className="absolute top-0.5 right-0.5 flex min-w-5 items-center justify-center rounded-full bg-brand-700 px-1 text-xs leading-5 font-bold text-white"
                >
                  {cartCount > 99 ? '99+' : cartCount}
                </span>
              ) : null}
            </Link>
          ) : null}
        </div>
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 scroll-mt-14 py-5 outline-none sm:py-8">
        {children}
      </main>
      <footer className="py-6 text-center text-xs text-muted">Powered by Sauda</footer>
    </div>
  );
}
