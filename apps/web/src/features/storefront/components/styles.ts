/**
 * Class strings for the storefront's few controls. The storefront keeps its own (instead of the
 * back office's Button) so its pages pull in no Radix code.
 */
const base =
  'inline-flex items-center justify-center gap-2 rounded-xl font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-55 [&_svg]:size-5 [&_svg]:shrink-0';

export const sf = {
  primary: `${base} h-12 px-5 text-base bg-brand-700 text-white shadow-sm hover:bg-brand-800 active:bg-brand-900`,
  secondary: `${base} h-12 px-5 text-base border border-brand-700 bg-white text-brand-800 hover:bg-brand-50`,
  quiet: `${base} h-11 px-4 text-sm border border-line bg-white text-ink hover:bg-slate-50`,
  input:
    'block w-full rounded-xl border border-line-strong bg-white px-3.5 text-base text-ink placeholder:text-muted focus:border-brand-600 focus:outline-none focus:ring-3 focus:ring-brand-600/15 aria-[invalid=true]:border-red-500',
  label: 'block text-sm font-medium text-slate-700',
  error: 'text-sm text-red-700',
  page: 'mx-auto w-full max-w-5xl px-4',
};
