import { useId, useMemo, useState, type Ref } from 'react';
import { findCity } from '@sauda/contracts/cities.ts';
import { cn } from '../../lib/cn.ts';
import { searchCities } from '../../lib/city-search.ts';
import { controlClasses } from './field.tsx';

/** `form`: back-office forms. `shop`: the storefront's larger, touch-first fields. */
type Variant = 'form' | 'shop';
const LOOK: Record<Variant, { input: string; list: string; option: string; autoComplete: string }> = {
  form: {
    input: cn(controlClasses, 'h-10'),
    list: 'rounded-lg p-1',
    option: 'rounded-md px-2.5 py-2 text-sm',
    autoComplete: 'off',
  },
  shop: {
    input: 'h-12',
    list: 'rounded-xl py-1',
    option: 'min-h-11 px-3.5 text-base',
    autoComplete: 'address-level2',
  },
};

/**
 * Type-to-filter picker over Sauda's city list (combobox + listbox, arrow keys and Enter). What is
 * typed becomes the canonical name ("khi" → "Karachi") when the field is left. Used by pickup
 * addresses and the storefront checkout.
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
  variant = 'form',
  inputClassName,
}: {
  id: string;
  value: string;
  onChange: (city: string) => void;
  onBlur?: () => void;
  invalid?: boolean;
  describedBy?: string | undefined;
  disabled?: boolean;
  ref?: Ref<HTMLInputElement>;
  variant?: Variant;
  /** Extra classes for the input (the storefront passes its own field look). */
  inputClassName?: string;
}) {
  const look = LOOK[variant];
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
        autoComplete={look.autoComplete}
        disabled={disabled}
        className={cn(look.input, inputClassName)}
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
        className={cn(
          'absolute inset-x-0 top-full z-30 mt-1 max-h-64 overflow-auto border border-line bg-white shadow-pop',
          look.list,
        )}
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
              'flex cursor-pointer items-center justify-between gap-3',
              look.option,
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
