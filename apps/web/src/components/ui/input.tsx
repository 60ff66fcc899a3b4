import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { Eye, EyeOff, Search } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { controlClasses } from './field.tsx';

export type InputProps = InputHTMLAttributes<HTMLInputElement> & {
  ref?: Ref<HTMLInputElement>;
  invalid?: boolean;
};

export function Input({ className, invalid, ...props }: InputProps) {
  return (
    <input className={cn(controlClasses, 'h-10', className)} aria-invalid={invalid || undefined} {...props} />
  );
}

/** Password field with a show/hide toggle. */
export function PasswordInput({ className, invalid, ...props }: Omit<InputProps, 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <input
        type={visible ? 'text' : 'password'}
        className={cn(controlClasses, 'h-10 pr-10', className)}
        aria-invalid={invalid || undefined}
        {...props}
      />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? 'Hide password' : 'Show password'}
        aria-pressed={visible}
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {visible ? <EyeOff className="size-4" /> : <Eye className="size-4" />}
      </button>
    </div>
  );
}

/** product-rules §9: search placeholder 'Search...'. */
export function SearchInput({ className, placeholder = 'Search...', ...props }: Omit<InputProps, 'type'>) {
  return (
    <div className="relative">
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
      <input
        type="search"
        placeholder={placeholder}
        className={cn(controlClasses, 'h-10 pl-9', className)}
        {...props}
      />
    </div>
  );
}
