import { useId, useMemo, useState, type Ref } from 'react';
import { findCity } from '@sauda/contracts/cities.ts';
import { controlClasses } from '../../../components/ui/field.tsx';
import { cn } from '../../../lib/cn.ts';
import { searchCities } from '../lib/city-search.ts';

/**
 * Type-to-filter picker over Sauda's city list (combobox + listbox, arrow keys and Enter). What is
 * typed becomes the canonical name ("khi" → "Karachi") when the field is left.
 */
export function CityCombobox({
  id,
  value,
  onChange,
  onBlur,
  invalid,
  describedBy,
  disabled,
  ref,
}: {
  id: string;
  value: string;
  onChange: (city: string) => void;
  onBlur?: () => void;
  invalid?: boolean;
  describedBy?: string | undefined;
  disabled?: boolean;
  ref?: Ref<HTMLInputElement>;
}) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const matches = useMemo(() => searchCities(value, 8), [value]);
  const exact = findCity(value);
  const showList = open && matches.length > 0 && !(exact?.name === value && matches.length === 1);

  function choose(name: string) {
    onChange(name);
    setOpen(false);
  }

  return (
    <div className="relative">
      <input
        ref={ref}
        id={id}
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList ? `${listId}-${active}` : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        autoComplete="off"
        disabled={disabled}
        className={cn(controlClasses, 'h-10')}
        placeholder="Start typing, e.g. Lahore"
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          const city = findCity(value);
          if (city && city.name !== value) onChange(city.name);
          onBlur?.();
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setOpen(true);
            setActive((a) => Math.min(a + 1, matches.length - 1));
          } else if (e.key === 'ArrowUp') {
            e.preventDefault();
            setActive((a) => Math.max(a - 1, 0));
          } else if (e.key === 'Enter' && showList) {
            const city = matches[active];
            if (city) {
              e.preventDefault();
              choose(city.name);
            }
          } else if (e.key === 'Escape' && showList) {
            e.preventDefault();
            setOpen(false);
          }
        }}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Cities"
        hidden={!showList}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-64 overflow-auto rounded-lg border border-line bg-white p-1 shadow-pop"
      >
        {matches.map((c, i) => (
          <li
            key={c.name}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            // Keep focus in the input so blur does not close the list before the click lands.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(c.name)}
            onMouseEnter={() => setActive(i)}
            className={cn(
              'flex cursor-pointer items-center justify-between gap-3 rounded-md px-2.5 py-2 text-sm',
              i === active ? 'bg-brand-50 text-brand-900' : 'text-ink',
            )}
          >
            <span>{c.name}</span>
            <span className="text-xs text-muted">{c.province}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
