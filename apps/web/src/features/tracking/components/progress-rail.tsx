import { AlertTriangle, Check, Undo2 } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import type { Rail } from '../lib/progress.ts';
import { TONE } from './tone.ts';

const STATE_TEXT = { done: 'done', current: 'current step', upcoming: 'not yet' } as const;

/** Booked → Picked up → In transit → Out for delivery → Delivered (or the way back). */
export function ProgressRail({ rail }: { rail: Rail }) {
  if (rail.steps.length === 0) return null;
  const tone = TONE[rail.tone];
  return (
    <ol aria-label="Delivery progress" className="grid grid-cols-5">
      {rail.steps.map((step, i) => {
        const reached = step.state !== 'upcoming';
        const isCurrent = step.state === 'current';
        const special = isCurrent && rail.tone === 'warning';
        const back = rail.tone === 'returned' && step.key.startsWith('return') && reached;
        return (
          <li
            key={step.key}
            aria-current={isCurrent ? 'step' : undefined}
            className="relative flex flex-col items-center px-0.5 text-center"
          >
            {i > 0 ? (
              <span
                aria-hidden
                className={cn(
                  'absolute top-3 right-1/2 h-1 w-full -translate-y-1/2 rounded-full',
                  reached ? tone.line : 'bg-slate-200',
                )}
              />
            ) : null}
            <span
              aria-hidden
              data-rail-dot
              className={cn(
                'relative z-10 flex size-6 items-center justify-center rounded-full [&_svg]:size-3.5',
                reached ? tone.fill : 'border-2 border-slate-200 bg-white',
                isCurrent && 'ring-4 ring-offset-0',
                isCurrent &&
                  (special
                    ? 'ring-amber-200'
                    : rail.tone === 'returned'
                      ? 'ring-rose-200'
                      : 'ring-brand-200'),
              )}
            >
              {special ? (
                <AlertTriangle strokeWidth={3} />
              ) : back ? (
                <Undo2 strokeWidth={3} />
              ) : step.state === 'done' ? (
                <Check strokeWidth={3} />
              ) : isCurrent ? (
                <span className="size-2 rounded-full bg-white" />
              ) : null}
            </span>
            <span
              className={cn(
                'mt-2 text-[11px] leading-tight sm:text-xs',
                isCurrent ? cn('font-semibold', tone.text) : reached ? 'text-slate-700' : 'text-muted',
              )}
            >
              {step.label}
              <span className="sr-only"> ({STATE_TEXT[step.state]})</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
