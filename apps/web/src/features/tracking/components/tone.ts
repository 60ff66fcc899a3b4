import type { RailTone } from '../lib/progress.ts';

/** Colours per rail tone: the step dots and lines, and the big status icon. */
export const TONE: Record<RailTone, { fill: string; line: string; soft: string; text: string }> = {
  active: {
    fill: 'bg-brand-600 text-white',
    line: 'bg-brand-600',
    soft: 'bg-brand-50',
    text: 'text-brand-700',
  },
  delivered: {
    fill: 'bg-emerald-600 text-white',
    line: 'bg-emerald-600',
    soft: 'bg-emerald-50',
    text: 'text-emerald-700',
  },
  warning: {
    fill: 'bg-amber-500 text-white',
    line: 'bg-brand-600',
    soft: 'bg-amber-50',
    text: 'text-amber-700',
  },
  returned: {
    fill: 'bg-rose-600 text-white',
    line: 'bg-rose-600',
    soft: 'bg-rose-50',
    text: 'text-rose-700',
  },
  cancelled: {
    fill: 'bg-slate-500 text-white',
    line: 'bg-slate-400',
    soft: 'bg-slate-100',
    text: 'text-slate-600',
  },
};
