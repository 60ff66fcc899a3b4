import { useMemo, type Ref } from 'react';
import { findCity } from '@sauda/contracts/cities.ts';
import { cn } from '../../lib/cn.ts';
import { searchCities } from '../../lib/city-search.ts';
import { Combobox } from './combobox.tsx';
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
 * Type-to-filter picker over Sauda's city list (the shared `Combobox`). What is
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
  const matches = useMemo(() => searchCities(value, 8), [value]);
  const exact = findCity(value);

  return (
    <Combobox
      id={id}
      inputRef={ref}
      value={value}
      onValueChange={onChange}
      options={matches}
      getKey={(c) => c.name}
      onSelect={(c) => onChange(c.name)}
      renderOption={(c) => (
        <>
          <span>{c.name}</span>
          <span className="text-xs text-muted">{c.province}</span>
        </>
      )}
      listLabel="Cities"
      // An exact, single match needs no list.
      expandable={!(exact?.name === value && matches.length === 1)}
      enterSubmits
      invalid={invalid}
      describedBy={describedBy}
      disabled={disabled}
      autoComplete={look.autoComplete}
      placeholder="Start typing, e.g. Lahore"
      inputClassName={cn(look.input, inputClassName)}
      panelClassName={look.list}
      listClassName="max-h-64"
      optionClassName={cn('justify-between', look.option)}
      activeOptionClassName="bg-brand-50 text-brand-900"
      onBlur={() => {
        const city = findCity(value);
        if (city && city.name !== value) onChange(city.name);
        onBlur?.();
      }}
    />
  );
}
