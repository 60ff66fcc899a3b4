import { useEffect, type ReactNode } from 'react';
import { Store } from 'lucide-react';
import { tk } from './styles.ts';
import { SkipLink } from '../../../components/ui/skip-link.tsx';
import { MAIN_ID } from '../../../lib/focus.ts';

/** The buyer's page frame: the store's name as the title, and a small footer. */
export function TrackingShell({
  storeName,
  title,
  children,
}: {
  storeName: string | null;
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
      <header className="border-b border-line bg-white">
        <div className={`${tk.page} flex h-14 items-center gap-2`}>
          <Store className="size-5 shrink-0 text-brand-700" aria-hidden />
          <h1 className="truncate text-base font-semibold">{storeName ?? 'Track your parcel'}</h1>
        </div>
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 py-5 outline-none sm:py-8">
        {children}
      </main>
      <footer className="py-6 text-center text-xs text-muted">Tracking by Sauda</footer>
    </div>
  );
}
