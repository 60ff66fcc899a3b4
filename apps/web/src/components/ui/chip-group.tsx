import { Check } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

const chipBase =
  'inline-flex items-center gap-1.5 rounded-full border px-3.5 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
const chipOff = 'border-line bg-white text-slate-700 hover:border-slate-300 hover:bg-slate-50';
const chipOn = 'border-brand-600 bg-brand-50 text-brand-800';

/** Multi-select chips (toggle buttons). */
export function ChipGroup<T extends string>({
  id,
  options,
  value,
  onChange,
  label,
  invalid,
}: {
  id?: string;
  options: readonly T[];
  value: readonly T[];
  onChange: (next: T[]) => void;
  label: string;
  invalid?: boolean;
}) {
  return (
    <div
      id={id}
      role="group"
      aria-label={label}
      aria-invalid={invalid || undefined}
      className="flex flex-wrap gap-2"
    >
      {options.map((option) => {
        const on = value.includes(option);
        return (
          <button
            key={option}
            type="button"
            aria-pressed={on}
            onClick={() => onChange(on ? value.filter((v) => v !== option) : [...value, option])}
            className={cn(chipBase, on ? chipOn : chipOff)}
          >
            {on ? <Check className="size-3.5" /> : null}
            {option}
          </button>
        );
      })}
    </div>
  );
}

/** Single choice as a row of radio chips (arrow keys move between them). */
export function ChoiceChips<T extends string>({
  id,
  options,
  value,
  onChange,
  label,
  format = (v) => v,
}: {
  id?: string;
  options: readonly T[];
  value: T | undefined;
  onChange: (next: T) => void;
  label: string;
  format?: (value: T) => string;
}) {
  const current = value ? options.indexOf(value) : -1;
  return (
    <div id={id} role="radiogroup" aria-label={label} className="flex flex-wrap gap-2">
      {options.map((option, i) => {
        const on = option === value;
        return (
          <button
            key={option}
            type="button"
            role="radio"
            aria-checked={on}
            tabIndex={on || (current === -1 && i === 0) ? 0 : -1}
            onClick={() => onChange(option)}
            onKeyDown={(e) => {
              const delta =
                e.key === 'ArrowRight' || e.key === 'ArrowDown'
                  ? 1
                  : e.key === 'ArrowLeft' || e.key === 'ArrowUp'
                    ? -1
                    : 0;
              if (!delta) return;
              e.preventDefault();
              const next = options[(i + delta + options.length) % options.length];
              if (next) {
                onChange(next);
                const sibling =
                  e.currentTarget.parentElement?.children[(i + delta + options.length) % options.length];
                if (sibling instanceof HTMLElement) sibling.focus();
              }
            }}
            className={cn(chipBase, on ? chipOn : chipOff)}
          >
            {format(option)}
          </button>
        );
      })}
    </div>
  );
}
