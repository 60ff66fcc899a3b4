import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export const controlClasses =
  'block w-full rounded-lg border border-line bg-white px-3 text-sm text-ink shadow-xs placeholder:text-slate-400 transition-colors hover:border-slate-300 focus:border-brand-600 focus:outline-none focus:ring-3 focus:ring-brand-600/15 disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500 aria-[invalid=true]:border-red-500 aria-[invalid=true]:focus:ring-red-500/15';

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

/** Label + control + hint or error message, wired for screen readers by id convention. */
export function Field({ id, label, error, hint, className, children, labelAside, optional }: FieldProps) {
  return (
    <div className={cn('space-y-1.5', className)}>
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          {label}
          {optional ? <span className="ml-1 font-normal text-slate-400">(optional)</span> : null}
        </label>
        {labelAside}
      </div>
      {children}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
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
