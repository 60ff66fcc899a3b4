/**
 * Class strings for the tracking page's few controls. Like the storefront, it keeps its own
 * (instead of the back office's Button) so the page pulls in no Radix code.
 */
const base =
  'inline-flex items-center justify-center gap-2 rounded-xl font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-55 [&_svg]:size-5 [&_svg]:shrink-0';

export const tk = {
  primary: `${base} h-12 px-5 text-base bg-brand-700 text-white shadow-sm hover:bg-brand-800 active:bg-brand-900`,
  quiet: `${base} h-11 px-4 text-sm border border-line bg-white text-ink hover:bg-slate-50`,
  input:
    'block h-12 w-full rounded-xl border border-line-strong bg-white px-3.5 font-mono text-base text-ink placeholder:font-sans placeholder:text-muted focus:border-brand-600 focus:outline-none focus:ring-3 focus:ring-brand-600/15 aria-[invalid=true]:border-red-500',
  card: 'rounded-2xl border border-line bg-white shadow-card',
  page: 'mx-auto w-full max-w-xl px-4',
};
