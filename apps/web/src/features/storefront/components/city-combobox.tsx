import { useId, useMemo, useState } from 'react';
import { findCity } from '@sauda/contracts/cities.ts';
import { searchCities } from '../lib/city-search.ts';
import { sf } from './styles.ts';

/**
 * Type-to-filter city picker (combobox + listbox). Whatever is chosen or typed is turned into the
 * canonical city name ("khi" → "Karachi") when the field is left.
 */
export function CityCombobox({
  id,
  value,
  onChange,
  invalid,
  describedBy,
  disabled,
}: {
  id: string;
  value: string;
  onChange: (city: string) => void;
  invalid?: boolean;
  describedBy?: string | undefined;
  disabled?: boolean;
}) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const matches = useMemo(() => searchCities(value, 8), [value]);
  const exact = findCity(value);
  const showList = open && matches.length > 0 && !(exact && exact.name === value && matches.length === 1);

  function choose(name: string) {
    onChange(name);
    setOpen(false);
  }

  return (
    <div className="relative">
      <input
        id={id}
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList ? `${listId}-${active}` : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        autoComplete="address-level2"
        disabled={disabled}
        className={`${sf.input} h-12`}
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
          } else if (e.key === 'Escape') {
            setOpen(false);
          }
        }}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Cities"
        hidden={!showList}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-64 overflow-auto rounded-xl border border-line bg-white py-1 shadow-pop"
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
            className={`flex min-h-11 cursor-pointer items-center justify-between gap-3 px-3.5 text-base ${
              i === active ? 'bg-brand-50 text-brand-900' : 'text-ink'
            }`}
          >
            <span>{c.name}</span>
            <span className="text-xs text-muted">{c.province}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
