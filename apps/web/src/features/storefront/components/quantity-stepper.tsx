import { useState } from 'react';
import { Minus, Plus } from 'lucide-react';
import { QTY_MAX, QTY_MIN, clampQuantity } from '../lib/cart.ts';

/** − [n] + with large tap targets; 1–20. */
export function QuantityStepper({
  value,
  onChange,
  label = 'Quantity',
  disabled,
  size = 'md',
  max = QTY_MAX,
}: {
  value: number;
  onChange: (n: number) => void;
  /** Accessible name of the input; the buttons are "Decrease …" / "Increase …". */
  label?: string;
  disabled?: boolean;
  size?: 'sm' | 'md';
  /** At most 20; lower when fewer are in stock. */
  max?: number;
}) {
  const top = Math.max(QTY_MIN, Math.min(QTY_MAX, max));
  const clamp = (n: number) => Math.min(top, clampQuantity(n));
  const [draft, setDraft] = useState<string | null>(null);
  const lower = label.charAt(0).toLowerCase() + label.slice(1);
  const box = size === 'sm' ? 'size-10' : 'size-11';
  const btn = `${box} inline-flex items-center justify-center text-slate-700 hover:bg-slate-100 disabled:opacity-40 disabled:hover:bg-transparent focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 [&_svg]:size-4`;
  const step = (n: number) => {
    setDraft(null);
    onChange(clamp(n));
  };
  return (
    <div className="inline-flex items-center overflow-hidden rounded-xl border border-line bg-white">
      <button
        type="button"
        className={btn}
        aria-label={`Decrease ${lower}`}
        disabled={disabled || value <= QTY_MIN}
        onClick={() => step(value - 1)}
      >
        <Minus aria-hidden />
      </button>
      <input
        aria-label={label}
        inputMode="numeric"
        autoComplete="off"
        className={`${size === 'sm' ? 'h-10 w-10' : 'h-11 w-12'} border-x border-line text-center text-base font-semibold tabular-nums focus:bg-brand-50 focus:outline-none`}
        value={draft ?? String(value)}
        disabled={disabled}
        onChange={(e) => {
          const text = e.target.value.replace(/\D/g, '').slice(0, 2);
          setDraft(text);
          if (text !== '' && Number(text) >= QTY_MIN) onChange(clamp(Number(text)));
        }}
        onBlur={() => setDraft(null)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowUp') {
            e.preventDefault();
            step(value + 1);
          } else if (e.key === 'ArrowDown') {
            e.preventDefault();
            step(value - 1);
          }
        }}
      />
      <button
        type="button"
        className={btn}
        aria-label={`Increase ${lower}`}
        disabled={disabled || value >= top}
        onClick={() => step(value + 1)}
      >
        <Plus aria-hidden />
      </button>
    </div>
  );
}
