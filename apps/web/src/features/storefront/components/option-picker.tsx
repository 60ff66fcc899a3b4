import { valueState } from '../lib/variant-select.ts';

type Variant = { _id: string; optionValues: string[]; inStock: boolean };

/** One row of buttons per option; combinations that do not exist are disabled. */
export function OptionPicker({
  options,
  variants,
  selection,
  onSelect,
}: {
  options: Array<{ name: string; values: string[] }>;
  variants: Variant[];
  selection: string[];
  onSelect: (index: number, value: string) => void;
}) {
  return (
    <div className="space-y-4">
      {options.map((option, index) => (
        <fieldset key={option.name}>
          <legend className="mb-2 text-sm font-medium text-slate-700">
            {option.name}: <span className="font-semibold text-ink">{selection[index] ?? ''}</span>
          </legend>
          <div className="flex flex-wrap gap-2">
            {option.values.map((value) => {
              const state = valueState(variants, selection, index, value);
              const selected = selection[index] === value;
              return (
                <button
                  key={value}
                  type="button"
                  aria-pressed={selected}
                  disabled={state === 'unavailable'}
                  title={state === 'sold-out' ? 'Out of stock' : undefined}
                  onClick={() => onSelect(index, value)}
                  className={`min-h-11 min-w-11 rounded-xl border px-4 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:border-dashed disabled:text-slate-300 ${
                    selected
                      ? 'border-brand-700 bg-brand-700 text-white'
                      : 'border-line bg-white text-ink hover:border-slate-400'
                  } ${state === 'sold-out' ? 'line-through decoration-1' : ''}`}
                >
                  {value}
                  {state === 'sold-out' ? <span className="sr-only"> (out of stock)</span> : null}
                </button>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
