import { useState, type KeyboardEvent } from 'react';
import { X } from 'lucide-react';
import { Input } from './input.tsx';

/**
 * Values as removable chips plus a text box: Enter or comma adds, Backspace on an empty box
 * removes the last. `onAdd` answers an error message to refuse a value.
 */
export function ChipsInput({
  id,
  label,
  itemName,
  values,
  onAdd,
  onRemove,
  placeholder = 'Type and press Enter',
  max,
  invalid,
  describedBy,
  disabled,
  maxLength,
}: {
  id: string;
  /** Names the list. */
  label: string;
  /** Names the remove buttons: "Remove {itemName} S". */
  itemName: string;
  values: readonly string[];
  onAdd: (raw: string) => string | null;
  onRemove: (value: string) => void;
  placeholder?: string;
  max?: number;
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
  maxLength?: number;
}) {
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const full = max !== undefined && values.length >= max;

  function add() {
    if (!draft.trim()) return;
    const error = onAdd(draft);
    setProblem(error);
    if (!error) setDraft('');
  }
  function onKey(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'Enter' || e.key === ',') {
      e.preventDefault();
      add();
    } else if (e.key === 'Backspace' && !draft && values.length) {
      const last = values[values.length - 1];
      if (last !== undefined) onRemove(last);
    }
  }

  return (
    <div>
      {values.length ? (
        <ul className="mb-2 flex flex-wrap gap-1.5" aria-label={label}>
          {values.map((v) => (
            <li
              key={v}
              className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-sm font-medium text-slate-700"
            >
              {v}
              <button
                type="button"
                disabled={disabled}
                onClick={() => onRemove(v)}
                aria-label={`Remove ${itemName} ${v}`}
                className="rounded-full p-0.5 text-slate-500 hover:bg-slate-200 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <X className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <Input
        id={id}
        value={draft}
        disabled={disabled || full}
        maxLength={maxLength}
        invalid={invalid || !!problem}
        aria-describedby={problem ? `${id}-problem` : describedBy}
        onChange={(e) => {
          setDraft(e.target.value);
          setProblem(null);
        }}
        onKeyDown={onKey}
        onBlur={add}
        placeholder={full ? `Up to ${max}` : placeholder}
      />
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="mt-1 text-sm text-red-700">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
