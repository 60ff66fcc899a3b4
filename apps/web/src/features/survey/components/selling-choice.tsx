import { Sparkles, Store } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';

const CHOICES = [
  { value: true, title: 'Yes, I’m selling', text: 'I already take orders and ship them.', icon: Store },
  { value: false, title: 'Not yet', text: 'I’m getting my business started.', icon: Sparkles },
];

/** "Are you selling online right now?" as two large radio cards. */
export function SellingChoice({
  id,
  value,
  onChange,
  label,
}: {
  id?: string;
  value: boolean | undefined;
  onChange: (value: boolean) => void;
  label: string;
}) {
  return (
    <div id={id} role="radiogroup" aria-label={label} className="grid gap-3 sm:grid-cols-2">
      {CHOICES.map(({ value: v, title, text, icon: Icon }) => {
        const on = value === v;
        return (
          <button
            key={title}
            type="button"
            role="radio"
            aria-checked={on}
            onClick={() => onChange(v)}
            onKeyDown={(e) => {
              if (['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'].includes(e.key)) {
                e.preventDefault();
                onChange(!v);
                const sibling = v
                  ? e.currentTarget.nextElementSibling
                  : e.currentTarget.previousElementSibling;
                if (sibling instanceof HTMLElement) sibling.focus();
              }
            }}
            className={cn(
              'flex items-start gap-3 rounded-xl border p-4 text-left transition-colors focus-visible:outline-2 focus-visible:outline-brand-600',
              on
                ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600'
                : 'border-line bg-white hover:bg-slate-50',
            )}
          >
            <Icon className={cn('mt-0.5 size-5 shrink-0', on ? 'text-brand-700' : 'text-slate-400')} />
            <span>
              <span className="block text-sm font-semibold text-ink">{title}</span>
              <span className="block text-sm text-muted">{text}</span>
            </span>
          </button>
        );
      })}
    </div>
  );
}
