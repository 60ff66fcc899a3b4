import { FlaskConical, NotebookPen, Truck } from 'lucide-react';
import type { CourierCode } from '@sauda/contracts/couriers.ts';
import { cn } from '../../../lib/cn.ts';

/** A small square standing in for the courier's logo. */
export function CourierMark({ code, className }: { code: CourierCode; className?: string }) {
  const Icon = code === 'sandbox' ? FlaskConical : code === 'manual' ? NotebookPen : Truck;
  return (
    <span
      aria-hidden
      className={cn(
        'flex size-10 shrink-0 items-center justify-center rounded-lg [&_svg]:size-5',
        code === 'sandbox'
          ? 'bg-violet-50 text-violet-700'
          : code === 'manual'
            ? 'bg-slate-100 text-slate-600'
            : 'bg-brand-50 text-brand-700',
        className,
      )}
    >
      <Icon />
    </span>
  );
}
