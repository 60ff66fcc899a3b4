import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';

/** A numbered step of the load sheet builder. */
export function StepCard({
  step,
  title,
  aside,
  className,
  flush = false,
  children,
}: {
  step: number;
  title: string;
  aside?: ReactNode;
  className?: string;
  /** Children span the card's width (lists); otherwise padded. */
  flush?: boolean;
  children: ReactNode;
}) {
  const headingId = `sheet-step-${step}`;
  return (
    <Card className={cn('overflow-hidden', className)}>
      <section aria-labelledby={headingId}>
        <div className="flex flex-wrap items-center justify-between gap-2 border-b border-line px-4 py-3 sm:px-5">
          <h2 id={headingId} className="flex items-center gap-2.5 text-base font-semibold text-ink">
            <span
              aria-hidden
              className="flex size-6 items-center justify-center rounded-full bg-brand-700 text-xs font-bold text-white"
            >
              {step}
            </span>
            {title}
          </h2>
          {aside}
        </div>
        {flush ? children : <div className="px-4 py-4 sm:px-5">{children}</div>}
      </section>
    </Card>
  );
}
