import { useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { Command, useCommandState } from 'cmdk';
import { Dialog } from 'radix-ui';
import { useNavigate } from 'react-router';
import { CornerDownLeft, Search, SearchX, Sparkles } from 'lucide-react';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { overlayClasses } from '../ui/modal.tsx';
import { useFocusReturn } from '../ui/use-focus-return.ts';
import type { PaletteItem } from './nav-types.ts';

/** product-rules §2/§9: order search waits 400 ms after typing stops and runs only when text is present. */
export const SEARCH_DEBOUNCE_MS = 400;

/** The order part of the palette, supplied by the app (components/ never import features). */
export type OrderResultsProps = {
  /** The debounced, trimmed text ('' until the first pause in typing). */
  text: string;
  /** The user is still typing: the search for `text` is about to be replaced. */
  typing: boolean;
  /** Whether any page matched (decides between 'No results found' and 'No orders found'). */
  hasPageResults: boolean;
  onOpened: () => void;
};

function matches(item: PaletteItem, q: string): boolean {
  const hay = [item.title, ...(item.keywords ?? [])].join(' ').toLowerCase();
  return hay.includes(q);
}

/**
 * Ctrl/Cmd+K palette (the shell closes it on route change). Searches the app's pages locally and,
 * through `OrderResults`, the orders (debounced text only, product-rules §2).
 */
export function CommandPalette({
  open,
  onOpenChange,
  pages,
  OrderResults,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pages: PaletteItem[];
  OrderResults?: ComponentType<OrderResultsProps>;
}) {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const q = search.trim().toLowerCase();
  const results = useMemo(() => (q ? pages.filter((p) => matches(p, q)) : []), [pages, q]);

  useEffect(() => {
    function onKey(e: KeyboardEvent) {
      // A field that uses Ctrl+K itself (the description editor's "Link") has handled it already.
      if ((e.metaKey || e.ctrlKey) && e.key.toLowerCase() === 'k' && !e.defaultPrevented) {
        e.preventDefault();
        onOpenChange(!open);
      }
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onOpenChange]);

  // Focus goes back to whatever had it before Ctrl+K or the Search button (docs/accessibility.md).
  const focusReturn = useFocusReturn();

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) setSearch('');
        onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={overlayClasses} />
        <Dialog.Content
          {...focusReturn}
          className="fixed top-[12vh] left-1/2 z-50 w-[calc(100vw-1.5rem)] max-w-xl -translate-x-1/2 overflow-hidden rounded-2xl border border-line bg-white shadow-pop outline-none data-[state=open]:animate-pop-in data-[state=closed]:animate-pop-out"
        >
          <Dialog.Title className="sr-only">Search</Dialog.Title>
          <Dialog.Description className="sr-only">Search pages and orders</Dialog.Description>
          <Command shouldFilter={false} loop label="Search">
            <div className="flex items-center gap-3 border-b border-line px-4">
              <Search className="size-5 shrink-0 text-slate-400" />
              <Command.Input
                value={search}
                onValueChange={setSearch}
                placeholder="Search..."
                className="h-14 w-full bg-transparent text-base text-ink outline-none placeholder:text-muted"
              />
              <kbd className="hidden rounded border border-line px-1.5 py-0.5 text-[11px] font-medium text-muted sm:block">
                Esc
              </kbd>
            </div>
            <PaletteList empty={!q || (results.length === 0 && !OrderResults)}>
              {!q ? (
                <>
                  <Sparkles className="size-6 text-brand-600" aria-hidden />
                  <p className="mt-3 text-sm font-semibold text-ink">Find anything</p>
                  <p className="mt-1 text-xs text-muted">
                    {OrderResults
                      ? 'Type an order number, buyer name, phone or a page.'
                      : 'Type to search pages and settings.'}
                  </p>
                </>
              ) : results.length === 0 && !OrderResults ? (
                <>
                  <SearchX className="size-6 text-slate-400" aria-hidden />
                  <p className="mt-3 text-sm font-semibold text-ink">No results found</p>
                  <p className="mt-1 text-xs text-muted">Try a different word.</p>
                </>
              ) : (
                <>
                  {results.length > 0 ? (
                    <Command.Group
                      heading="Pages"
                      className="[&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:py-1.5 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-medium [&_[cmdk-group-heading]]:text-muted"
                    >
                      {results.map((item) => {
                        const Icon = item.icon;
                        return (
                          <Command.Item
                            key={item.id}
                            value={item.id}
                            onSelect={() => {
                              void navigate(item.to);
                              onOpenChange(false);
                              setSearch('');
                            }}
                            className="flex cursor-pointer items-center gap-3 rounded-lg px-2.5 py-2.5 text-sm text-slate-700 data-[selected=true]:bg-brand-50 data-[selected=true]:text-brand-900"
                          >
                            <Icon className="size-4 text-slate-500" />
                            <span className="flex-1">{item.title}</span>
                            <CornerDownLeft className="size-3.5 text-slate-300" />
                          </Command.Item>
                        );
                      })}
                    </Command.Group>
                  ) : null}
                  {OrderResults ? (
                    <OrderResults
                      text={debounced}
                      typing={search.trim() !== debounced}
                      hasPageResults={results.length > 0}
                      onOpened={() => {
                        onOpenChange(false);
                        setSearch('');
                      }}
                    />
                  ) : null}
                </>
              )}
            </PaletteList>
          </Command>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * The results list. cmdk's list is always a listbox (the input's aria-controls points at it), but a
 * listbox without options is invalid (axe aria-required-children): with nothing to choose, the list
 * stays in the page hidden and the message shows as plain status text beside it. While the order
 * search has not answered yet the list has no options either, and says it is busy.
 */
function PaletteList({ empty, children }: { empty: boolean; children: ReactNode }) {
  const options = useCommandState((state) => state.filtered.count);
  if (empty) {
    return (
      <>
        <Command.List hidden />
        <div role="status" className="flex flex-col items-center px-6 py-10 text-center">
          {children}
        </div>
      </>
    );
  }
  return (
    <Command.List aria-busy={options === 0} className="max-h-[min(60vh,420px)] overflow-y-auto p-2">
      {children}
    </Command.List>
  );
}
