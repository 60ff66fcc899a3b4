import { useEffect, useId, useRef, useState, type ReactNode, type Ref } from 'react';
import { cn } from '../../lib/cn.ts';
import { Spinner } from './spinner.tsx';
import { comboboxKey } from './combobox-keys.ts';

/**
 * Sauda's one combobox (WAI-ARIA "editable combobox with list autocomplete"): a text input with
 * role=combobox that owns a listbox. The listbox is always in the DOM (hidden while closed), so
 * `aria-controls` always points at an element; the highlighted option is announced through
 * `aria-activedescendant` while focus stays in the input. ↑/↓ move, Enter chooses, Escape closes,
 * Tab closes and moves focus on normally. Async pickers pass `status` (loading, error, empty) which
 * shows above the options. The list is rendered in place (absolute, no portal) so it works inside
 * dialogs and drawers and adds nothing to the storefront bundle.
 */
export function Combobox<T>({
  id,
  inputRef,
  value,
  onValueChange,
  options,
  getKey,
  renderOption,
  isOptionDisabled,
  onSelect,
  listLabel,
  open: openProp,
  onOpenChange,
  expandable = true,
  keepOpenOnSelect = false,
  enterSubmits = false,
  status,
  busy,
  placeholder,
  icon,
  invalid,
  describedBy,
  disabled,
  autoComplete = 'off',
  onBlur,
  className,
  inputClassName,
  panelClassName,
  listClassName,
  optionClassName,
  activeOptionClassName = 'bg-brand-50',
}: {
  /** The input's id (labels point at it). */
  id?: string;
  inputRef?: Ref<HTMLInputElement>;
  value: string;
  onValueChange: (text: string) => void;
  options: readonly T[];
  getKey: (option: T) => string;
  renderOption: (option: T, state: { active: boolean; disabled: boolean }) => ReactNode;
  isOptionDisabled?: (option: T) => boolean;
  onSelect: (option: T) => void;
  /** The listbox's accessible name ("Products", "Cities"). */
  listLabel: string;
  /** Controlled open state (async pickers fetch only while open). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** False keeps the list closed even when open (the city picker hides an exact single match). */
  expandable?: boolean;
  /** The purchase-order picker stays open to add several products in a row. */
  keepOpenOnSelect?: boolean;
  /** Enter on a closed list submits the form (plain fields); pickers swallow it. */
  enterSubmits?: boolean;
  /** Loading / error / empty message shown above the options while open. */
  status?: ReactNode;
  /** The options shown are stale (a newer search is on its way). */
  busy?: boolean;
  placeholder?: string;
  icon?: ReactNode;
  invalid?: boolean;
  describedBy?: string | undefined;
  disabled?: boolean;
  autoComplete?: string;
  onBlur?: () => void;
  className?: string;
  inputClassName?: string;
  panelClassName?: string;
  listClassName?: string;
  optionClassName?: string;
  activeOptionClassName?: string;
}) {
  const listId = useId();
  const [openState, setOpenState] = useState(false);
  const open = openProp ?? openState;
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLUListElement>(null);
  const hasStatus = status !== undefined && status !== null && status !== false;
  const expanded = open && expandable && !disabled && (hasStatus || options.length > 0);
  const activeIndex = Math.min(active, Math.max(0, options.length - 1));
  const optionId = (i: number) => `${listId}-opt-${i}`;

  function setOpen(next: boolean) {
    if (openProp === undefined) setOpenState(next);
    if (next !== open) onOpenChange?.(next);
  }

  function choose(option: T | undefined) {
    if (option === undefined || isOptionDisabled?.(option)) return;
    onSelect(option);
    if (keepOpenOnSelect) setActive(0);
    else setOpen(false);
  }

  // Keep the highlighted option in view while moving with the arrow keys.
  useEffect(() => {
    if (!expanded) return;
    const el = listRef.current?.querySelector<HTMLElement>(`[data-index="${activeIndex}"]`);
    el?.scrollIntoView?.({ block: 'nearest' });
  }, [expanded, activeIndex]);

  return (
    <div
      className={cn('relative', className)}
      onBlur={(e) => {
        // Focus moving to something inside the panel (a Retry button) keeps it open.
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      {icon}
      <input
        ref={inputRef}
        id={id}
        type="text"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && options.length > 0 ? optionId(activeIndex) : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        autoComplete={autoComplete}
        disabled={disabled}
        placeholder={placeholder}
        className={inputClassName}
        value={value}
        onChange={(e) => {
          onValueChange(e.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onBlur={() => onBlur?.()}
        onKeyDown={(e) => {
          const action = comboboxKey(
            e.key,
            { open: expanded, active: activeIndex, count: options.length },
            { enterSubmits },
          );
          if (action.type === 'none') return;
          if (action.preventDefault) e.preventDefault();
          if (action.type === 'move') {
            setOpen(true);
            setActive(action.active);
          } else if (action.type === 'choose') choose(options[action.index]);
          else if (action.type === 'open') setOpen(true);
          else if (action.type === 'close') setOpen(false);
        }}
      />
      <div
        hidden={!expanded}
        className={cn(
          'absolute inset-x-0 top-full z-30 mt-1 overflow-hidden border border-line bg-white shadow-pop',
          panelClassName ?? 'rounded-lg',
        )}
        // Keep focus in the input while clicking inside the list.
        onMouseDown={(e) => e.preventDefault()}
      >
        {expanded && hasStatus ? status : null}
        <ul
          ref={listRef}
          id={listId}
          role="listbox"
          aria-label={listLabel}
          aria-busy={busy || undefined}
          className={cn(
            'overflow-auto',
            listClassName ?? 'max-h-72 py-1',
            options.length === 0 && 'hidden',
            busy && 'opacity-70',
          )}
        >
          {options.map((option, i) => {
            const isActive = i === activeIndex;
            const isDisabled = isOptionDisabled?.(option) ?? false;
            return (
              <li
                key={getKey(option)}
                id={optionId(i)}
                data-index={i}
                role="option"
                aria-selected={isActive}
                aria-disabled={isDisabled || undefined}
                onClick={() => choose(option)}
                onMouseEnter={() => setActive(i)}
                className={cn(
                  'flex cursor-pointer items-center gap-3',
                  optionClassName ?? 'px-3 py-2',
                  isActive && activeOptionClassName,
                  isDisabled && 'cursor-not-allowed opacity-60',
                )}
              >
                {renderOption(option, { active: isActive, disabled: isDisabled })}
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}

/** The "Searching…" line async pickers show while their first results load. */
/** The list's "could not load" line, with a Retry that searches again. */
export function ComboboxError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="flex items-center justify-between gap-3 px-3 py-3 text-sm text-red-700" role="alert">
      <span>{message}</span>
      <button type="button" className="font-medium text-brand-700 underline" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}

export function ComboboxSearching({ className }: { className?: string }) {
  return (
    <p className={cn('flex items-center gap-2 px-3 py-3 text-sm text-muted', className)} role="status">
      <Spinner /> Searching…
    </p>
  );
}
