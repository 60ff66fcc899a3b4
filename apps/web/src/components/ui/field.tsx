import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export const controlClasses =
  'block w-full rounded-lg border border-line-strong bg-white px-3 text-sm text-ink shadow-xs placeholder:text-muted transition-colors hover:border-slate-500 focus:border-brand-600 focus:outline-none focus:ring-3 focus:ring-brand-600/15 disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500 aria-[invalid=true]:border-red-500 aria-[invalid=true]:focus:ring-red-500/15';

export type FieldProps = {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
  labelAside?: ReactNode;
  optional?: boolean;
};

/**
 * Label + control + hint or error message, wired for screen readers by id convention: the message
 * is `${id}-error` (or `${id}-hint`), and the control takes `fieldA11y(id, error, hint)`.
 */
export function Field({ id, label, error, hint, className, children, labelAside, optional }: FieldProps) {
  return (
    <div className={cn('space-y-1.5', className)}>
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          {label}
          {optional ? <span className="ml-1 font-normal text-muted">(optional)</span> : null}
        </label>
        {labelAside}
      </div>
      {children}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  if (error) return `${id}-error`;
  if (hint) return `${id}-hint`;
  return undefined;
}

/**
 * The form-error pattern (issue 25, as on the storefront checkout): an invalid control says so
 * (`aria-invalid`) and names its message (`aria-describedby` → the `<Field>`'s `${id}-error`, or
 * its hint when valid). Spread onto the control inside `<Field id={id} error={error} hint={hint}>`;
 * after a failed submit, `useFocusFirstInvalid` (lib/focus-first-invalid.ts) moves focus to the
 * first control marked this way.
 */
export function fieldA11y(
  id: string,
  error?: string,
  hint?: ReactNode,
): { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined } {
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy(id, error, hint) };
}
