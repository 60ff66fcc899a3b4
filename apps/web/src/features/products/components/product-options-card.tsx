import { Plus, Trash2 } from 'lucide-react';
import { MAX_OPTION_VALUES, MAX_OPTIONS } from '@sauda/contracts/products.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { addOptionValue, combinationCount, type OptionDraft } from '../lib/variants.ts';
import { ChipsInput } from '../../../components/ui/chips-input.tsx';

const SUGGESTIONS = ['Size', 'Colour', 'Material', 'Style', 'Pack'];

/**
 * Up to three options (e.g. Size: S, M, L; Colour: Red, Blue). `onChange` answers a problem to
 * refuse the change (e.g. too many variants).
 */
export function ProductOptionsCard({
  options,
  onChange,
  errorFor,
  problem,
}: {
  options: OptionDraft[];
  onChange: (next: OptionDraft[]) => string | null;
  errorFor: (path: string) => string | undefined;
  problem?: string;
}) {
  const set = (i: number, change: Partial<OptionDraft>) =>
    onChange(options.map((o, j) => (j === i ? { ...o, ...change } : o)));
  const used = new Set(options.map((o) => o.name.trim().toLowerCase()));
  const count = combinationCount(options);

  return (
    <Card>
      <CardHeader
        title="Options"
        description="Sizes, colours or other choices. Each combination becomes a variant with its own price and stock."
      />
      <div className="space-y-4 px-5 py-4">
        <datalist id="option-name-suggestions">
          {SUGGESTIONS.filter((s) => !used.has(s.toLowerCase())).map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
        {options.map((option, i) => (
          <fieldset key={i} className="rounded-lg border border-line p-4">
            <legend className="px-1 text-sm font-semibold text-ink">Option {i + 1}</legend>
            <div className="grid gap-4 sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)_auto]">
              <Field id={`options.${i}.name`} label="Name" error={errorFor(`options.${i}.name`)}>
                <Input
                  id={`options.${i}.name`}
                  list="option-name-suggestions"
                  maxLength={40}
                  placeholder="e.g. Size"
                  value={option.name}
                  invalid={!!errorFor(`options.${i}.name`)}
                  onChange={(e) => set(i, { name: e.target.value })}
                />
              </Field>
              <Field id={`options.${i}.values`} label="Values" error={errorFor(`options.${i}.values`)}>
                <ChipsInput
                  id={`options.${i}.values`}
                  label={`${option.name.trim() || `Option ${i + 1}`} values`}
                  itemName="value"
                  values={option.values}
                  max={MAX_OPTION_VALUES}
                  invalid={!!errorFor(`options.${i}.values`)}
                  placeholder="Type a value, e.g. Small, and press Enter"
                  onAdd={(raw) => {
                    const added = addOptionValue(option.values, raw);
                    return added.ok ? set(i, { values: added.values }) : added.error;
                  }}
                  onRemove={(value) => set(i, { values: option.values.filter((v) => v !== value) })}
                />
              </Field>
              <div className="flex items-start sm:pt-7">
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-slate-500! hover:text-red-700!"
                  aria-label={`Remove option ${option.name.trim() || i + 1}`}
                  onClick={() => onChange(options.filter((_, j) => j !== i))}
                >
                  <Trash2 /> <span className="sm:sr-only">Remove option</span>
                </Button>
              </div>
            </div>
          </fieldset>
        ))}
        {problem ? (
          <p role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-3">
          {options.length < MAX_OPTIONS ? (
            <Button
              variant="outline"
              size="sm"
              onClick={() => onChange([...options, { name: '', values: [] }])}
            >
              <Plus /> {options.length ? 'Add another option' : 'Add options like size or colour'}
            </Button>
          ) : (
            <span className="text-sm text-muted">Up to {MAX_OPTIONS} options.</span>
          )}
          {options.some((o) => o.values.length) ? (
            <span className="text-sm text-muted" aria-live="polite">
              {count} variant{count === 1 ? '' : 's'}
            </span>
          ) : null}
        </div>
      </div>
    </Card>
  );
}
