import { useMemo, useState } from 'react';
import { Popover, Select as RadixSelect } from 'radix-ui';
import { Check, ChevronDown } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { controlClasses } from './field.tsx';
import {
  filterOptions,
  SEARCH_PLACEHOLDER,
  SELECT_MAX_HEIGHT,
  SELECT_PLACEHOLDER,
  type SelectOption,
} from './select-filter.ts';

export type SelectProps = {
  id?: string;
  options: readonly SelectOption[];
  value: string | undefined;
  onValueChange: (value: string) => void;
  placeholder?: string;
  disabled?: boolean;
  invalid?: boolean;
  searchable?: boolean;
  className?: string;
  'aria-label'?: string;
  /** The `<Field>`'s message or hint (`describedBy(id, error, hint)`). */
  'aria-describedby'?: string | undefined;
};

const triggerClasses = cn(
  controlClasses,
  'flex h-10 items-center justify-between gap-2 text-left data-[placeholder]:text-muted',
);
const contentClasses =
  'z-50 min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-lg border border-line bg-white p-1 shadow-pop data-[state=open]:animate-pop-in data-[state=closed]:animate-pop-out';
const itemClasses =
  'relative flex w-full cursor-pointer select-none items-center rounded-md py-2 pr-8 pl-2.5 text-sm text-ink outline-none data-[disabled]:pointer-events-none data-[disabled]:opacity-50 data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900';

/** Radix Select (product-rules §9: placeholder 'Select...', dropdown at most 256 px high). */
export function Select(props: SelectProps) {
  if (props.searchable) return <SearchableSelect {...props} />;
  const {
    id,
    options,
    value,
    onValueChange,
    placeholder = SELECT_PLACEHOLDER,
    disabled,
    invalid,
    className,
  } = props;
  return (
    <RadixSelect.Root value={value ?? ''} onValueChange={onValueChange} disabled={disabled}>
      <RadixSelect.Trigger
        id={id}
        aria-label={props['aria-label']}
        aria-describedby={props['aria-describedby']}
        aria-invalid={invalid || undefined}
        className={cn(triggerClasses, className)}
      >
        <RadixSelect.Value placeholder={placeholder} />
        <RadixSelect.Icon>
          <ChevronDown className="size-4 text-slate-400" />
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      <RadixSelect.Portal>
        <RadixSelect.Content position="popper" sideOffset={4} className={contentClasses}>
          <RadixSelect.Viewport style={{ maxHeight: SELECT_MAX_HEIGHT }} className="overflow-y-auto">
            {options.map((o) => (
              <RadixSelect.Item key={o.value} value={o.value} disabled={o.disabled} className={itemClasses}>
                <RadixSelect.ItemText>{o.label}</RadixSelect.ItemText>
                <RadixSelect.ItemIndicator className="absolute right-2 inline-flex">
                  <Check className="size-4 text-brand-700" />
                </RadixSelect.ItemIndicator>
              </RadixSelect.Item>
            ))}
          </RadixSelect.Viewport>
        </RadixSelect.Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
}

/** Select with a search box ('Search...') filtering options by label substring. */
function SearchableSelect({
  id,
  options,
  value,
  onValueChange,
  placeholder = SELECT_PLACEHOLDER,
  disabled,
  invalid,
  className,
  ...rest
}: SelectProps) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const filtered = useMemo(() => filterOptions(options, query), [options, query]);
  const selected = options.find((o) => o.value === value);
  const listId = `${id ?? 'select'}-listbox`;

  function choose(option: SelectOption | undefined) {
    if (!option || option.disabled) return;
    onValueChange(option.value);
    setOpen(false);
  }

  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setQuery('');
          setActive(0);
        }
      }}
    >
      <Popover.Trigger
        id={id}
        disabled={disabled}
        // A select-only combobox (WAI-ARIA 1.2): its name is its label, its text the chosen value.
        // As a plain button its name would have to contain the text it shows (WCAG 2.5.3).
        role="combobox"
        aria-label={rest['aria-label']}
        aria-describedby={rest['aria-describedby']}
        aria-invalid={invalid || undefined}
        aria-haspopup="listbox"
        data-placeholder={selected ? undefined : ''}
        className={cn(triggerClasses, className)}
      >
        <span className="truncate">{selected?.label ?? placeholder}</span>
        <ChevronDown className="size-4 text-slate-400" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={4}
          className={cn(contentClasses, 'w-[var(--radix-popover-trigger-width)]')}
        >
          <input
            autoFocus
            value={query}
            placeholder={SEARCH_PLACEHOLDER}
            aria-label={SEARCH_PLACEHOLDER}
            aria-controls={listId}
            onChange={(e) => {
              setQuery(e.target.value);
              setActive(0);
            }}
            onKeyDown={(e) => {
              if (e.key === 'ArrowDown') {
                e.preventDefault();
                setActive((a) => Math.min(a + 1, filtered.length - 1));
              } else if (e.key === 'ArrowUp') {
                e.preventDefault();
                setActive((a) => Math.max(a - 1, 0));
              } else if (e.key === 'Enter') {
                e.preventDefault();
                choose(filtered[active]);
              }
            }}
            className="mb-1 h-9 w-full rounded-md border border-line-strong px-2.5 text-sm outline-none focus:border-brand-600"
          />
          <ul id={listId} role="listbox" style={{ maxHeight: SELECT_MAX_HEIGHT }} className="overflow-y-auto">
            {filtered.length === 0 ? (
              <li className="px-2.5 py-2 text-sm text-muted">No results found</li>
            ) : (
              filtered.map((o, i) => (
                <li
                  key={o.value}
                  role="option"
                  aria-selected={o.value === value}
                  aria-disabled={o.disabled || undefined}
                  data-highlighted={i === active ? '' : undefined}
                  onMouseEnter={() => setActive(i)}
                  onClick={() => choose(o)}
                  className={itemClasses}
                >
                  {o.label}
                  {o.value === value ? <Check className="absolute right-2 size-4 text-brand-700" /> : null}
                </li>
              ))
            )}
          </ul>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
