import { cn } from '../../lib/cn.ts';

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={cn('size-8', className)} aria-hidden>
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <path
        d="M21.5 10.5c-1.2-1.3-3-2-5.2-2-3.2 0-5.3 1.7-5.3 4.1 0 5.4 10 3.3 10 7.6 0 1.6-1.6 2.8-4.3 2.8-2.3 0-4.2-.9-5.4-2.4"
        fill="none"
        stroke="white"
        strokeWidth="2.6"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function Logo({ className, inverted }: { className?: string; inverted?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <LogoMark className={inverted ? 'text-white/15' : 'text-brand-700'} />
      <span className={cn('text-lg font-semibold tracking-tight', inverted ? 'text-white' : 'text-ink')}>
        Sauda
      </span>
    </span>
  );
}
