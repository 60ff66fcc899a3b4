import { useState, type ChangeEvent, type Ref, type TextareaHTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';
import { controlClasses } from './field.tsx';

export type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  ref?: Ref<HTMLTextAreaElement>;
  invalid?: boolean;
};

/** Screen readers hear the count only this close to the limit (not on every keystroke, issue 25). */
export const ANNOUNCE_WHEN_LEFT = 20;

/** What the counter's live region says: nothing until `ANNOUNCE_WHEN_LEFT` characters are left. */
export function remainingAnnouncement(length: number, maxLength: number): string {
  const left = maxLength - length;
  if (left > ANNOUNCE_WHEN_LEFT) return '';
  if (left <= 0) return `Character limit reached, ${maxLength} of ${maxLength}`;
  return `${left} ${left === 1 ? 'character' : 'characters'} left`;
}

/** product-rules §9: default 5 rows; product-rules §5: optional maximum length with a character count. */
export function Textarea({
  className,
  rows = 5,
  maxLength,
  invalid,
  onChange,
  value,
  defaultValue,
  ...props
}: TextareaProps) {
  const initial = String(value ?? defaultValue ?? '').length;
  const [count, setCount] = useState(initial);
  const shown = value !== undefined ? String(value).length : count;
  function handleChange(e: ChangeEvent<HTMLTextAreaElement>) {
    setCount(e.target.value.length);
    onChange?.(e);
  }
  return (
    <div>
      <textarea
        rows={rows}
        maxLength={maxLength}
        value={value}
        defaultValue={defaultValue}
        onChange={handleChange}
        aria-invalid={invalid || undefined}
        className={cn(controlClasses, 'resize-y py-2', className)}
        {...props}
      />
      {maxLength ? (
        <>
          <p className="mt-1 text-right text-xs text-muted tabular-nums">
            {shown}/{maxLength}
          </p>
          <span className="sr-only" aria-live="polite">
            {remainingAnnouncement(shown, maxLength)}
          </span>
        </>
      ) : null}
    </div>
  );
}
